import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags raw error text (`error.localizedDescription`, `"\(error)"`, `String(describing: error)`)
/// handed to a user-facing message.
struct ErrHumanReadableRule: SyntaxRule, ProjectRule {
    static let description = RuleDescription(
        id: "err-human-readable", title: "Show human-readable error messages", category: .error, impact: .must,
        presets: [.mvvm],
        rationale: """
        What a raw error prints is written for developers: `The operation couldn't be completed. \
        (NSURLErrorDomain error -1009.)`, a decoding path, an enum case name. The MVVM guide wants \
        network and other errors turned into sentences the user understands (an `AppError` with a \
        `userMessage`), never raw error strings. Reported, at the raw text: \
        `x.localizedDescription` (also `x?.localizedDescription ?? …`), a string literal that \
        interpolates an error or its `localizedDescription`, and `String(describing:)` or \
        `String(reflecting:)` of an error, where `x` is a name or property called `error`, `err` \
        or ending in `Error` (`loadError`, `self.error`), when the text is assigned to a property \
        whose name has `message`, `alert`, `toast`, `banner` or `error` in it, or passed to \
        `Text(…)`, `Label(…)`, `.alert(…)`, or as a `message:`, `title:`, `subtitle:` or \
        `dialog:` argument. Left alone: logging and assertions (`logger.error(\"\\(error)\")`, \
        `print`, `os_log`, `assertionFailure`, `fatalError`, any callee or receiver with `log` in \
        its name), a type's own `localizedDescription` implementation, the initializer of an error \
        type (named `…Error`, or adopting `Error`/`LocalizedError`) that wraps another error and \
        keeps its text for whoever maps it later, mapping code that reads \
        other properties of the error, test files, previews and `#if DEBUG` code. Also left \
        alone, when the file says the error's type (a parameter `error: T`, `catch let error as \
        T`, or a property `error: T` or `T?` of the enclosing type, `T` not `Error`) and the \
        project gives `T` user-facing text: a `LocalizedError` conformance (in its declaration or \
        an extension) or an `errorDescription` member for `localizedDescription`, a \
        `CustomStringConvertible` conformance or a `description` member for interpolation and \
        `String(describing:)`. An error typed `Error`, which is most of them, is reported: \
        without types the rule cannot see that it holds such a type at run time (a property \
        `var error: Error?` that returns the project's `LocalizedError`). Not seen: raw \
        text that first goes through a local variable or a helper, and errors under other names.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ProfileViewModel {
                var errorMessage: String?
                func load() async {
                    do {
                        profile = try await repository.profile()
                    } catch {
                        errorMessage = ↓error.localizedDescription
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountView: View {
                let loadError: Error?
                var body: some View {
                    VStack {
                        SwiftUI.Text(↓loadError?.localizedDescription ?? "")
                        Label(↓"Failed: \\(loadError!)", systemImage: "xmark")
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                final class Model {
                    var toast: Toast?
                    func report(_ error: Error) {
                        toast = Toast(title: "Error", message: ↓String(describing: error))
                        self.alertText = ↓"\\(error.localizedDescription)"
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            // The project's error types here have no user-facing text for what is read.
            enum SyncFailure: Error { case offline }
            struct ParseError: Error, CustomStringConvertible {
                var description: String { "The data could not be read." }
            }
            struct SyncBanner: View {
                let parseError: ParseError
                var body: some View { Text(↓parseError.localizedDescription) }
            }
            final class SyncViewModel {
                var errorMessage: String?
                func show(_ syncError: SyncFailure) { errorMessage = ↓"\\(syncError)" }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Error types of the project that already carry user-facing text.
            enum UploadError: Error, LocalizedError {
                case tooLarge
                var errorDescription: String? { "The file is too large to upload." }
            }
            struct QuotaError: Error, CustomStringConvertible {
                var description: String { "You are out of space." }
            }
            enum APIError: Error { case unauthorised }
            extension APIError: LocalizedError {
                var errorDescription: String? { "Please sign in again." }
            }
            struct UploadBanner: View {
                let error: UploadError?
                var body: some View { Text(error?.localizedDescription ?? "") }
            }
            final class UploadViewModel {
                var errorMessage: String?
                func upload() async {
                    do {
                        try await client.upload()
                    } catch let error as APIError {
                        errorMessage = error.localizedDescription
                    } catch {
                        errorMessage = "The upload failed."
                    }
                }
                func show(_ quotaError: QuotaError) { errorMessage = "\\(quotaError)" }
            }
            """),
            RuleExample("""
            public struct ApiError: Codable, Error, Equatable {
                public let message: String
                public init(error: Error) {
                    self.message = error.localizedDescription
                }
            }
            extension SyncFailure: LocalizedError {
                init(wrapping error: Error) { errorMessage = error.localizedDescription }
            }
            """),
            RuleExample("""
            // Never write errorMessage = error.localizedDescription.
            final class ProfileViewModel {
                var errorMessage: String?
                func handle(_ error: AppError) {
                    errorMessage = error.userMessage
                    logger.error("Load failed: \\(error.localizedDescription)")
                    print("\\(error)")
                    Log.network(message: "\\(error)")
                    assertionFailure(String(describing: error))
                    let hint = "Use error.localizedDescription only in logs"
                }
            }
            """),
            RuleExample("""
            enum NetworkError: LocalizedError {
                case offline
                var localizedDescription: String { "You are offline." }
                var errorDescription: String? { localizedDescription }
            }
            struct ErrorBanner: View {
                let error: AppError
                var body: some View { Text(error.userMessage) }
            }
            final class Status {
                var summary = ""
                func update(_ error: Error) { summary = error.localizedDescription }
                var errorMessageCount: Int = 0
            }
            """),
            RuleExample("""
            import Testing

            @Test func showsMessage() {
                let model = ProfileViewModel()
                model.errorMessage = error.localizedDescription
                #expect(Text(error.localizedDescription) != nil)
            }
            """, path: "Tests/ProfileTests/ProfileViewModelTests.swift"),
            RuleExample("""
            #Preview {
                Text(PreviewError.sample.localizedDescription)
            }
            #if DEBUG
            struct DebugErrorView: View {
                let error: Error
                var body: some View { Text("\\(error)") }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// Calls whose first unlabelled argument is text the user reads.
    static let textCalls: Set<String> = ["Text", "Label", "alert", "confirmationDialog", "navigationTitle"]
    /// Argument labels that carry user-facing text in any call.
    static let textLabels: Set<String> = ["message", "title", "subtitle", "dialog"]

    func visit(_ node: SequenceExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("rror") else { return }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = Self.targetName(elements[0]), Self.isMessageName(target),
              let raw = Self.rawErrorText(elements[2]), !SyntaxQueries.isPreviewOrDebugCode(node),
              !Self.isInsideErrorTypeInitializer(node) else { return }
        flag(raw, in: file)
    }

    /// Whether `node` sits in an initializer of an error type (named `…Error`, or adopting
    /// `Error` or `LocalizedError`), which wraps another error and carries its text along.
    static func isInsideErrorTypeInitializer(_ node: some SyntaxProtocol) -> Bool {
        guard node.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) }) != nil,
              let type = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return false }
        if SyntaxQueries.declaredName(of: type)?.hasSuffix("Error") == true { return true }
        let inherited = type.asProtocol(DeclGroupSyntax.self).map { SyntaxQueries.inheritedNames($0.inheritanceClause) } ?? []
        return inherited.contains("Error") || inherited.contains("LocalizedError")
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = SyntaxQueries.calledName(node), file.mentions("rror") else { return }
        let textCall = Self.textCalls.contains(name)
        guard textCall || node.arguments.contains(where: { $0.label.map { Self.textLabels.contains($0.text) } ?? false }),
              !Self.isLogging(node) else { return }
        for (index, argument) in node.arguments.enumerated() {
            let userFacing = argument.label.map { Self.textLabels.contains($0.text) } ?? (textCall && index == 0)
            guard userFacing, let raw = Self.rawErrorText(argument.expression) else { continue }
            guard !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
            flag(raw, in: file)
        }
    }

    /// Reports raw error text at once, unless the file declares the error's type (`error: T`,
    /// `catch let error as T`, a property `error: T?`): then whether `T` already has user-facing
    /// text is the project's to say, and the project half decides.
    private func flag(_ raw: ExprSyntax, in file: FileContext) {
        guard let reference = Self.errorReference(in: raw), let type = Self.declaredErrorType(of: reference) else {
            report(raw, Self.message, in: file)
            return
        }
        let usesDescription = !(raw.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "localizedDescription"
            || raw.as(SequenceExprSyntax.self) != nil)
        let location = file.lines.location(of: raw.positionAfterSkippingLeadingTrivia)
        file.record(MemberReference(kind: Self.description.id, typeName: type, member: usesDescription ? "description" : "localizedDescription",
                                    line: location.line, column: location.column))
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for file in project.files {
            for reference in file.memberReferences where reference.kind == Self.description.id {
                guard let type = reference.typeName, !Self.hasUserText(type, for: reference.member, in: project) else { continue }
                findings.append(finding(file.path, SourcePoint(line: reference.line, column: reference.column), Self.message))
            }
        }
        return findings
    }

    /// Whether the project gives `type` user-facing text for what the raw text reads:
    /// `localizedDescription` is an error's `errorDescription`, so a `LocalizedError` conformance
    /// or an `errorDescription` member counts; interpolation and `String(describing:)` read
    /// `description`, so a `CustomStringConvertible` conformance or a `description` member counts.
    static func hasUserText(_ type: String, for member: String, in project: ProjectIndex) -> Bool {
        let (protocolName, property) = member == "localizedDescription"
            ? ("LocalizedError", "errorDescription") : ("CustomStringConvertible", "description")
        if project.conforms(type, to: protocolName) { return true }
        return project.declarations(of: type).contains { $0.type.properties.contains { $0.name == property } }
    }

    /// The error named inside raw text: `error` in `error.localizedDescription`, `"\(error)"`,
    /// `String(describing: error)` or `error?.localizedDescription ?? ""`.
    static func errorReference(in raw: ExprSyntax) -> ExprSyntax? {
        if let sequence = raw.as(SequenceExprSyntax.self), let first = sequence.elements.first { return errorReference(in: first) }
        if let member = raw.as(MemberAccessExprSyntax.self), let base = member.base { return base }
        if let call = raw.as(FunctionCallExprSyntax.self) { return call.arguments.first?.expression }
        if let literal = raw.as(StringLiteralExprSyntax.self) {
            for segment in literal.segments {
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self), let inner = interpolation.expressions.first else { continue }
                if isErrorReference(inner.expression) { return inner.expression }
                if let nested = rawErrorText(inner.expression) { return errorReference(in: nested) }
            }
        }
        return nil
    }

    /// The type this file declares for the error `expression` names, when it says so: a
    /// parameter `error: T` of the enclosing function or initializer, `catch let error as T`, or
    /// a property `error: T` (`T?`) of the enclosing type. Nil when the type is unknown or is
    /// `Error` itself, whose text the syntax cannot know.
    static func declaredErrorType(of expression: ExprSyntax) -> String? {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        let name: String
        var onSelf = false
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
            onSelf = true
        } else {
            return nil
        }
        func known(_ type: TypeSyntax?) -> String? {
            guard let type, let base = SyntaxQueries.baseTypeName(type), base != "Error" else { return nil }
            return base
        }
        var current = expression.parent
        while let node = current {
            if !onSelf, let clause = node.as(CatchClauseSyntax.self) {
                // `catch let error as T`: the tokens of the item are `let`, the name, `as` and the type.
                for item in clause.catchItems {
                    let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
                    guard let asIndex = tokens.firstIndex(of: "as"), asIndex >= 1, tokens[asIndex - 1] == name,
                          let last = tokens.last, UTF8Text.startsUppercase(last), last != "Error",
                          tokens[(asIndex + 1)...].allSatisfy({ $0 == "." || $0.first?.isLetter == true }) else { continue }
                    return last
                }
                if clause.catchItems.isEmpty, name == "error" { return nil }
            }
            if !onSelf, let closure = node.as(ClosureExprSyntax.self), SyntaxQueries.closureParameterNames(closure).contains(name) { return nil }
            if !onSelf, let function = node.as(FunctionDeclSyntax.self) {
                if let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return known(parameter.type)
                }
            }
            if !onSelf, let initializer = node.as(InitializerDeclSyntax.self) {
                if let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return known(parameter.type)
                }
            }
            if let group = node.asProtocol(DeclGroupSyntax.self), SyntaxQueries.isTypeDeclaration(node) {
                for member in SyntaxQueries.memberDeclarations(of: group.memberBlock) {
                    guard let variable = member.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return known(binding.typeAnnotation?.type)
                    }
                }
                return nil
            }
            current = node.parent
        }
        return nil
    }

    static let message = "This shows the user raw error text; map the error to a human-readable message (such as an `AppError`'s `userMessage`) instead."

    /// The last name of an assignment target: `errorMessage`, `self.errorMessage`, `state.alertText`.
    static func targetName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    static func isMessageName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["message", "alert", "toast", "banner", "error"].contains { lower.contains($0) }
    }

    /// Whether a call logs or asserts: `print`, `fatalError`, `assert…`, `precondition…`, or a callee or receiver naming `log`.
    static func isLogging(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledName(call) else { return false }
        if ["print", "debugPrint", "fatalError", "NSLog", "dump"].contains(name) || name.hasPrefix("assert") || name.hasPrefix("precondition") {
            return true
        }
        if name.lowercased().contains("log") { return true }
        if let receiver = SyntaxQueries.receiver(of: call), receiver.trimmedDescription.lowercased().contains("log") { return true }
        return false
    }

    /// The raw error text in `expression`, if that is what it is.
    static func rawErrorText(_ expression: ExprSyntax) -> ExprSyntax? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            return rawErrorText(elements[0])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedDescription",
           let base = member.base, isErrorReference(base) {
            return expression
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            for segment in literal.segments {
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let inner = interpolation.expressions.first, inner.label == nil else { continue }
                if isErrorReference(inner.expression) || rawErrorText(inner.expression) != nil { return expression }
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "String"),
           call.arguments.count == 1, let argument = call.arguments.first,
           ["describing", "reflecting"].contains(argument.label?.text ?? ""), isErrorReference(argument.expression) {
            return expression
        }
        return nil
    }

    /// `error`, `err`, `loadError`, `self.error`, `model.lastError`, also with `?` or `!`.
    static func isErrorReference(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name == "error" || name == "err" || name.hasSuffix("Error")
    }
}
