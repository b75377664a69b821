import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Places a rule's syntax half notes in a file for its project half (`check`) to report once the
/// whole project is known, as `persist-prefs-in-session-service`, `mvvm-root-splash-first` and
/// `config-single-base-url` do. A note travels in the file's summary (and so in the cache) as a
/// `SingletonUse` under the member `#` + the rule's ID, which no Swift member is spelt as, so the
/// singleton rules that share the channel never read it.
enum ProjectNotes {
    /// The member name notes of `rule` are recorded under.
    static func member(of rule: RuleDescription) -> String { "#" + rule.id }

    /// Notes the start of `node` for `rule`, with a type name and a user the check may read back.
    static func note(_ node: some SyntaxProtocol, for rule: RuleDescription, typeName: String = "", user: String = "", in file: FileContext) {
        let location = file.lines.location(of: node.positionAfterSkippingLeadingTrivia)
        file.record(SingletonUse(typeName: typeName, member: member(of: rule), user: user, line: location.line, column: location.column))
    }

    /// The notes `rule` left in a file, in the order they were recorded.
    static func notes(for rule: RuleDescription, in file: FileSummary) -> [SingletonUse] {
        let member = member(of: rule)
        return file.singletonUses.filter { $0.member == member }
    }
}
