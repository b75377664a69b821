import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Reported by the engine for a resource file that Xcode or the build could not read.
public enum ResourceInvalidRule {
    public static let description = RuleDescription(
        id: "resource-invalid", title: "Resource file is malformed", category: .io, impact: .must, severity: .error,
        presets: Set(Preset.allCases),
        rationale: """
        String catalogs (`*.xcstrings`), strings files (`*.strings`), the `Contents.json` files of \
        asset catalogs and `Info.plist` files are read by Xcode and by the build, not by the Swift \
        compiler, so a broken one shows up late: a catalog Xcode refuses to open, translations or \
        images that silently go missing, a build step that fails on a file nobody changed on \
        purpose (a merge conflict is the usual cause). This rule reads each of them and reports \
        the first place where it stops making sense, at its line and column.

        Malformed means: a string catalog or `Contents.json` that is not valid JSON (a trailing \
        comma, a key given twice in one object, a missing comma or quote, nesting more than 64 \
        levels deep, text that is not UTF-8) or whose top level is not an object; a strings file \
        that breaks the `"key" = "value";` syntax (a missing `;` or `=`, an unclosed string or \
        comment), in UTF-8 or UTF-16; an `Info.plist` that is not well-formed XML, is not a \
        property list (an unknown element, a `<key>` without a value, an `<integer>` that is not \
        a number), has no dictionary at its top level, or is a damaged binary property list. \
        Old-style text property lists are not read and are reported as such. A file larger than \
        16 MiB or one that cannot be opened is reported as not read.

        The run goes on: Swift files are linted as usual. Resource files cannot hold suppression \
        comments, so a finding is turned off through the configuration, either for some files \
        with `exclude` or for the whole project with `rules: { "resource-invalid": "off" }`; the \
        files are then not read at all.
        """
    )

    /// The resource kinds this rule reads.
    public static let kinds: Set<ResourceKind> = [.stringCatalog, .strings, .assetContents, .infoPlist]

    /// The finding's message for a failure: what is wrong, and what to do.
    public static func message(for failure: ResourceFailure) -> String {
        let name = failure.path.split(separator: "/").last.map(String.init) ?? failure.path
        let subject = "This \(failure.kind.displayName)"
        switch failure.problem {
        case .unreadable:
            return "'\(name)' was not checked: \(failure.reason); exclude it in the configuration if that is expected."
        case .syntax:
            return "\(subject) \(syntaxPhrase(failure.kind)): \(failure.reason); fix the file (\(consequence(failure.kind)))."
        case .structure:
            return "\(subject) is not what \(reader(failure.kind)) expects: \(failure.reason); fix the file (\(consequence(failure.kind)))."
        }
    }

    private static func syntaxPhrase(_ kind: ResourceKind) -> String {
        switch kind {
        case .stringCatalog, .assetContents: "is not valid JSON"
        case .strings: "has a syntax error"
        case .infoPlist: "is not a valid property list"
        case .xcodeProject, .xcodeGenSpec: "cannot be read"
        }
    }

    private static func reader(_ kind: ResourceKind) -> String {
        switch kind {
        case .xcodeGenSpec: "XcodeGen"
        case .strings, .infoPlist: "the build"
        default: "Xcode"
        }
    }

    private static func consequence(_ kind: ResourceKind) -> String {
        switch kind {
        case .stringCatalog: "Xcode can no longer read it"
        case .assetContents: "Xcode can no longer read this asset"
        case .strings: "the build cannot read its translations"
        case .infoPlist: "the build cannot read it"
        case .xcodeProject: "Xcode can no longer open the project"
        case .xcodeGenSpec: "XcodeGen can no longer read it"
        }
    }
}
