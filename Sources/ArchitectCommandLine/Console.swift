import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import Foundation

/// Where commands write: standard output and standard error, replaceable in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's own standard output and error. A write to a closed or full stream does
    /// not crash; `CommandLineTool.run` notices it and exits with code 3.
    public static let standard = Console(
        out: { text in StandardStream.write(text, to: 1) },
        err: { text in StandardStream.write(text, to: 2) }
    )
}
