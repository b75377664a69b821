import ArchitectCore
import ArchitectFix
import ArchitectReporters
import ArchitectRules
import ArchitectSyntax

/// The quick fixes offered for the findings on some lines of a file: the rule's `fix` rewrite,
/// where the rule has one and the finding is fixable, and a suppression comment for the line.
public enum CodeActions {
    /// The code actions for the findings of `path` on the 0-based `lines`.
    public static func actions(in workspace: Workspace, path: String, uri: String, lines range: ClosedRange<Int>) -> [JSONText.Value] {
        guard let text = workspace.text(of: path) else { return [] }
        let lines = TextLines(text)
        let findings = workspace.findings(in: path).filter { range.contains($0.line - 1) }
        var actions: [JSONText.Value] = []
        var fixedRules = Set<String>()
        var disabled = Set<String>()
        for finding in findings {
            let diagnostic = Diagnostics.diagnostic(finding, lines: lines)
            if finding.fixable, !fixedRules.contains(finding.ruleID),
               let edit = fixEdit(for: finding.ruleID, path: path, text: text, lines: lines, in: workspace) {
                fixedRules.insert(finding.ruleID)
                actions.append(action("Fix '\(finding.shownID)' in this file", diagnostic: diagnostic, uri: uri, edit: edit, preferred: true))
            }
            guard disabled.insert("\(finding.line)/\(finding.ruleID)").inserted else { continue }
            let line = finding.line - 1
            let comment = lines.indentation(ofLine: line) + "// " + SuppressionMap.prefix + "disable:next " + finding.shownID
                + (lines.endsWithCarriageReturn(line) ? "\r\n" : "\n")
            let start = lines.offset(line: line, character: 0)
            actions.append(action("Disable '\(finding.shownID)' for this line", diagnostic: diagnostic, uri: uri,
                                  edit: textEdit(start..<start, comment, lines: lines), preferred: false))
        }
        return actions
    }

    /// The edit that the rule's fix makes to the file, as one replacement of the part that changes.
    static func fixEdit(for ruleID: String, path: String, text: String, lines: TextLines, in workspace: Workspace) -> JSONText.Value? {
        guard let fixType = Registry.fixes.first(where: { $0.ruleID == ruleID }) else { return nil }
        let others = fixType.readsOtherFiles
            ? FixProject(otherFiles: workspace.swiftFiles.filter { $0 != path }.map { FixProject.OtherFile(path: $0, text: workspace.text(of: $0)) },
                         workingDirectory: workspace.root)
            : FixProject.none
        let source = FixSource(path: path, text: text, placement: workspace.placement(of: path))
        guard let result = FixEngine.run([source], with: [fixType], project: others, jobs: 1).files.first, result.changed else { return nil }
        let new = Array(result.fixed.utf16)
        let old = lines.units
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Never split a surrogate pair.
        if prefix > 0, prefix < old.count, UTF16.isTrailSurrogate(old[prefix]) { prefix -= 1 }
        if suffix > 0, old.count - suffix > 0, UTF16.isTrailSurrogate(old[old.count - suffix]) { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
        return textEdit(prefix..<(old.count - suffix), replacement, lines: lines)
    }

    static func textEdit(_ range: Range<Int>, _ newText: String, lines: TextLines) -> JSONText.Value {
        .object([("range", Diagnostics.range(range, in: lines)), ("newText", .string(newText))])
    }

    static func action(_ title: String, diagnostic: JSONText.Value, uri: String, edit: JSONText.Value, preferred: Bool) -> JSONText.Value {
        .object([
            ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
            ("isPreferred", .bool(preferred)),
            ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
        ])
    }
}
