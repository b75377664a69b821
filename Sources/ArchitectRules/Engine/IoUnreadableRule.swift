import ArchitectCore
import ArchitectSyntax

/// Reported by the engine for a file it cannot read or parse as text.
public enum IoUnreadableRule {
    public static let description = RuleDescription(
        id: "io-unreadable", title: "File cannot be read", category: .io, impact: .must, severity: .error, presets: Set(Preset.allCases),
        rationale: """
        A Swift file that cannot be read (permissions, a broken symbolic link, binary content, \
        brackets nested too deep to parse safely) is not checked at all, so any violation in it \
        would go unseen. The run goes on with the other files; this finding says which file was \
        skipped and why. It is an error, so that a run which could not check a file does not pass \
        as if the file were clean; turn it down in the configuration for files you cannot change.

        Binary content means a NUL byte, or bytes that are not UTF-8 and control characters making \
        up at least 5% of the file (and at least 16 of them): random bytes or a compressed blob \
        with a `.swift` name. A file in Latin-1 or another legacy encoding with a few accented \
        letters stays under that bar and is linted, its stray bytes read as U+FFFD. A file whose \
        name is not UTF-8 is linted too, shown with each invalid byte written as `\\xHH`.
        """
    )
}
