import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write: standard output and standard error, replaceable in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour is then used unless turned off).
    public var outIsTerminal: Bool
    /// Whether standard error is a terminal (a progress line is then shown on long runs).
    public var errIsTerminal: Bool
    /// The environment variables the terminal behaviour reads (`NO_COLOR`, `TERM`).
    public var environment: [String: String]

    /// A console that writes through `out` and `err`; neither stream is a terminal unless said.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errIsTerminal: Bool = false, environment: [String: String] = [:]) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.environment = environment
    }

    /// The process's own standard output and error. A write to a closed or full stream does
    /// not crash; `CommandLineTool.run` notices it and exits with code 3.
    public static let standard = Console(
        out: { text in StandardStream.write(text, to: 1) },
        err: { text in StandardStream.write(text, to: 2) },
        outIsTerminal: isatty(1) == 1,
        errIsTerminal: isatty(2) == 1,
        environment: ProcessInfo.processInfo.environment
    )

    /// Whether the environment asks for no colour: `NO_COLOR` set to anything but the empty
    /// string (https://no-color.org), or a terminal that declares itself `dumb`.
    var refusesEscapes: Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return true }
        return environment["TERM"] == "dumb"
    }
}

/// When the text report on standard output is coloured by severity (`--color`).
enum ColorChoice: String, CaseIterable {
    /// When standard output is a terminal, unless `NO_COLOR` is set, the terminal is `dumb` or
    /// the run is `--quiet`.
    case auto
    /// Always, even into a pipe or a file (for `less -R`, or a CI log that shows colour).
    case always
    /// Never.
    case never

    /// Reads `--color`; no flag means `auto`.
    static func parse(_ value: String?) throws(ConfigurationError) -> ColorChoice {
        guard let value else { return .auto }
        guard let choice = ColorChoice(rawValue: value) else {
            throw ConfigurationError("--color must be auto, always or never, not '\(value)'"
                + Spelling.hint(for: value, in: allCases.map(\.rawValue)))
        }
        return choice
    }

    /// Whether to colour, for this console and run.
    func colors(on console: Console, quiet: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: console.outIsTerminal && !console.refusesEscapes && !quiet
        }
    }
}

/// A progress line on standard error while files are linted: `linting: 120/371 files`, rewritten
/// in place with a carriage return and cleared when the run is done. It appears only when
/// standard error is a terminal, after the run has taken `delay` seconds (one by default), so
/// short runs print nothing and a pipe or a log never receives it.
final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let delay: Double
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var lastDraw: Date?
    private var width = 0

    /// The seconds before the line first appears: one, or `SWIFTUI_ARCHITECT_PROGRESS_DELAY` (for tests).
    static func delay(in environment: [String: String]) -> Double {
        environment["SWIFTUI_ARCHITECT_PROGRESS_DELAY"].flatMap(Double.init) ?? 1
    }

    /// A progress line for this console, or nil when it must not show one: standard error is
    /// not a terminal, the run is `--quiet`, or the environment refuses escapes (`NO_COLOR`, a
    /// `dumb` terminal).
    static func make(for console: Console, quiet: Bool) -> ProgressLine? {
        guard console.errIsTerminal, !quiet, !console.refusesEscapes else { return nil }
        return ProgressLine(write: console.err, delay: delay(in: console.environment))
    }

    init(write: @escaping @Sendable (String) -> Void, delay: Double) {
        self.write = write
        self.delay = delay
    }

    /// Counts one more file done of `total`; redraws at most ten times a second.
    func advance(total: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = Date()
        guard now.timeIntervalSince(start) >= delay else { return }
        if let lastDraw, now.timeIntervalSince(lastDraw) < 0.1, done < total { return }
        lastDraw = now
        let text = "linting: \(done)/\(total) files"
        width = max(width, text.count)
        write("\r" + text)
    }

    /// Clears the line, if it was drawn, so that what follows starts at the left margin.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard width > 0 else { return }
        write("\r\u{1B}[K")
        width = 0
    }
}
