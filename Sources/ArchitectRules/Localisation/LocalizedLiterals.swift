import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// The string literals the localisation rules look at, and the keys of the project's string
/// catalogs and strings files they compare them with.
enum LocalizedLiterals {
    /// The SwiftUI initialisers whose first unlabelled argument is user-facing text (a
    /// `LocalizedStringKey` when it is a literal).
    static let userFacingTypes: Set<String> = ["Text", "Button", "Label", "TextField", "SecureField", "Toggle", "Section",
                                               "ContentUnavailableView", "ProgressView", "Link", "Menu", "Picker", "Stepper"]
    /// The modifiers whose first unlabelled argument is user-facing text.
    static let userFacingModifiers: Set<String> = ["navigationTitle", "alert", "confirmationDialog", "help", "badge"]
    /// Arguments that send the lookup to another table or bundle, which the rules do not follow.
    static let otherTableLabels: Set<String> = ["tableName", "table", "bundle"]

    /// A literal handed to a user-facing API or to `String(localized:)`.
    struct Use {
        let text: String
        let literal: StringLiteralExprSyntax
        /// The API, for messages: `Text`, `.navigationTitle`, `String(localized:)`.
        let api: String
    }

    /// The literal `call` gives as text, when it is one of the user-facing APIs (or
    /// `String(localized:)` and `LocalizedStringKey(…)` when `includeLookups`), with no table or
    /// bundle argument.
    static func use(in call: FunctionCallExprSyntax, includeLookups: Bool) -> Use? {
        // Every use has a string literal first: a kind test settles most calls before any name is built.
        guard let first = call.arguments.first, first.expression.kind == .stringLiteralExpr,
              !call.arguments.contains(where: { $0.label.map { otherTableLabels.contains($0.text) } ?? false }) else { return nil }
        let api: String
        let typeName = calledTypeName(call)
        if let name = typeName, userFacingTypes.contains(name) {
            guard first.label == nil else { return nil }
            api = name
        } else if includeLookups, let name = typeName, name == "String" || name == "LocalizedStringKey" || name == "LocalizedStringResource" {
            if name == "String" {
                guard first.label?.text == "localized" else { return nil }
                api = "String(localized:)"
            } else {
                guard first.label == nil else { return nil }
                api = name
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  userFacingModifiers.contains(member.declName.baseName.text) {
            guard first.label == nil else { return nil }
            api = "." + member.declName.baseName.text
        } else {
            return nil
        }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self), let text = comparableText(of: literal) else { return nil }
        return Use(text: text, literal: literal, api: api)
    }

    /// `Text` for `Text(…)` and `SwiftUI.Text(…)`; nil for member calls on values.
    static func calledTypeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" { return member.declName.baseName.text }
        return nil
    }

    /// The text of a one-line literal that can be compared with catalog keys as written: no
    /// interpolation (its key would hold format specifiers), no escapes, no `%`.
    static func comparableText(of literal: StringLiteralExprSyntax) -> String? {
        guard literal.openingQuote.tokenKind == .stringQuote, literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else {
            return literal.segments.isEmpty ? "" : nil
        }
        let text = segment.content.text
        guard !text.contains("\\"), !text.contains("%") else { return nil }
        return text
    }

    /// Whether a text reads as a catalog key rather than as prose: no spaces, a `_` or a `.`
    /// between letters, and only letters, digits, `_`, `.` and `-` (`general_ok`, `settings.title`).
    static func isKeyShaped(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              let last = text.unicodeScalars.last, last.isASCII, last.properties.isAlphabetic || ("0"..."9").contains(last),
              text.contains("_") || text.contains(".") else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." || $0 == "-") }
    }

    /// Whether a text has a letter (as opposed to digits, symbols and punctuation only).
    static func hasLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Whether a text has a word that starts with a letter: prose, as opposed to hashtags and
    /// handles (`#icecube, @team`), numbers and symbols.
    static func hasWord(_ text: String) -> Bool {
        text.split(whereSeparator: { $0.isWhitespace }).contains { word in
            let trimmed = word.drop { $0.isPunctuation && $0 != "#" && $0 != "@" }
            return trimmed.first?.isLetter ?? false
        }
    }

    /// Whether the node is in a preview, a `#if DEBUG` block, a test file, or a top-level type
    /// named like a preview helper that only the file's preview code uses (a `PreviewWrapper`
    /// view a `#Preview` shows; the file's own screen is named by its previews too, and used elsewhere).
    static func isExempt(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        if file.isTestFile || SyntaxQueries.isPreviewOrDebugCode(node) { return true }
        guard let top = topLevelTypeName(of: node) else { return false }
        return file.cached(PreviewHelpers.self) { PreviewHelpers(file.tree) }.names.contains(top)
    }

    /// The name of the outermost type declaration around `node`, or nil.
    static func topLevelTypeName(of node: some SyntaxProtocol) -> String? {
        var name: String?
        var current = node.parent
        while let candidate = current {
            if SyntaxQueries.isTypeDeclaration(candidate) { name = SyntaxQueries.declaredName(of: candidate) }
            current = candidate.parent
        }
        return name
    }

    /// The top-level non-public types with `Preview` in their name that the file names only inside
    /// preview code.
    final class PreviewHelpers {
        let names: Set<String>

        init(_ tree: SourceFileSyntax) {
            var candidates = Set<String>()
            for declaration in SyntaxQueries.topLevelDeclarations(in: tree) {
                guard SyntaxQueries.isTypeDeclaration(Syntax(declaration)), let name = SyntaxQueries.declaredName(of: declaration),
                      name.contains("Preview"),
                      !(declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } ?? false)
                else { continue }
                candidates.insert(name)
            }
            guard !candidates.isEmpty else {
                names = []
                return
            }
            let visitor = ReferenceVisitor(candidates: candidates)
            visitor.walk(tree)
            names = visitor.inPreview.subtracting(visitor.elsewhere)
        }

        private final class ReferenceVisitor: SyntaxVisitor {
            let candidates: Set<String>
            var inPreview = Set<String>()
            var elsewhere = Set<String>()

            init(candidates: Set<String>) {
                self.candidates = candidates
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.baseName.text
                guard candidates.contains(name) else { return .visitChildren }
                if SyntaxQueries.isPreviewOrDebugCode(node) { inPreview.insert(name) } else { elsewhere.insert(name) }
                return .visitChildren
            }

            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                let name = node.name.text
                guard candidates.contains(name) else { return .visitChildren }
                if SyntaxQueries.isPreviewOrDebugCode(node) { inPreview.insert(name) } else { elsewhere.insert(name) }
                return .visitChildren
            }
        }
    }

    /// The keys of the project's `Localizable` string catalogs and strings files.
    struct Catalog {
        /// Where a key is written, and whether it has an English value.
        struct Entry {
            let path: String
            let line: Int
            let column: Int
            var hasEnglish: Bool
        }

        var entries: [String: Entry] = [:]

        /// Whether a path names a `Localizable` table (other tables, such as `InfoPlist`, are
        /// looked up by other APIs).
        static func isLocalizableTable(_ path: String) -> Bool {
            path.hasSuffix("/Localizable.xcstrings") || path.hasSuffix("/Localizable.strings") || path == "Localizable.xcstrings" || path == "Localizable.strings"
        }

        /// The catalog of the run's `Localizable.xcstrings` and `Localizable.strings` files; nil
        /// when the project has none, or when one of them could not be parsed (its keys are
        /// unknown, and `resource-invalid` reports it).
        init?(_ index: ResourceIndex) {
            guard !index.failures.contains(where: { Self.isLocalizableTable($0.path) }) else { return nil }
            let resources = (index.resources(of: .stringCatalog) + index.resources(of: .strings)).filter { Self.isLocalizableTable($0.path) }
            guard !resources.isEmpty else { return nil }
            var stringsKeys: [String: Entry] = [:]
            var englishStrings: [String: Entry] = [:]
            for resource in resources {
                if resource.kind == .stringCatalog, let json = resource.json {
                    let source = json["sourceLanguage"]?.string ?? "en"
                    for member in json["strings"]?.members ?? [] {
                        let english = Self.hasEnglish(member.value, key: member.key, sourceLanguage: source)
                        if var known = entries[member.key] {
                            known.hasEnglish = known.hasEnglish || english
                            entries[member.key] = known
                        } else {
                            entries[member.key] = Entry(path: resource.path, line: member.line, column: member.column, hasEnglish: english)
                        }
                    }
                } else if resource.kind == .strings, let items = resource.stringsEntries {
                    let folder = resource.path.split(separator: "/").dropLast().last ?? ""
                    let isEnglish = folder == "en.lproj" || folder.hasPrefix("en-") || folder == "Base.lproj"
                    for item in items {
                        let entry = Entry(path: resource.path, line: item.line, column: item.column, hasEnglish: true)
                        if isEnglish { englishStrings[item.key] = englishStrings[item.key] ?? entry }
                        stringsKeys[item.key] = stringsKeys[item.key] ?? entry
                    }
                }
            }
            // Keys of strings files count when an English (or Base) file has them, or, in a
            // project with no English strings file, when any file has them.
            for (key, entry) in englishStrings.isEmpty ? stringsKeys : englishStrings where entries[key] == nil {
                entries[key] = entry
            }
        }

        /// Whether a catalog entry gives an English value: an `en` localisation with a string unit
        /// or variations, a key that is itself the English text (the source language is English
        /// and the key is not key-shaped), or an entry marked not to be translated.
        static func hasEnglish(_ entry: PositionedJSON, key: String, sourceLanguage: String) -> Bool {
            if entry["shouldTranslate"]?.value == .bool(false) { return true }
            for localization in entry["localizations"]?.members ?? [] where StringCatalogEssentials.isEnglish(localization.key) {
                if localization.value["stringUnit"]?["value"]?.string != nil || localization.value["variations"] != nil
                    || localization.value["substitutions"] != nil { return true }
            }
            return (sourceLanguage == "en" || sourceLanguage.hasPrefix("en-")) && !isKeyShaped(key)
        }
    }

    /// The uses a rule's syntax half noted (as `MemberReference`s of its kind), with their files,
    /// outside tests.
    static func notedUses(of kind: String, in project: ProjectIndex) -> [(path: String, reference: MemberReference)] {
        var uses: [(path: String, reference: MemberReference)] = []
        for file in project.files where !(project.placements[file.path]?.isTestFile ?? false) {
            for reference in file.memberReferences where reference.kind == kind { uses.append((file.path, reference)) }
        }
        return uses
    }

    /// Notes a use for the rule's resource half: the text in `member`, the API in `callee`.
    static func note(_ text: String, api: String, at node: some SyntaxProtocol, kind: String, in file: FileContext) {
        let location = file.lines.location(of: node.positionAfterSkippingLeadingTrivia)
        file.record(MemberReference(kind: kind, typeName: nil, member: text, callee: api, line: location.line, column: location.column))
    }
}
