import ArchitectCore

/// Reported by the engine for a file it cannot read or parse as text.
public enum IOUnreadable {
    public static let description = RuleDescription(
        id: "io-unreadable",
        title: "File cannot be read",
        category: "io",
        impact: .must,
        presets: Set(Preset.allCases),
        rationale: """
        A Swift file that cannot be read (permissions, a broken symbolic link, binary content) is \
        not checked at all, so any violation in it would go unseen. The run goes on with the other \
        files; this finding says which file was skipped and why.
        """
    )
}
