import ArchitectEngine
import ArchitectCore
import ArchitectSyntax

/// A small command-line parser: flags with values, boolean switches and positional arguments.
struct Arguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var switches: Set<String> = []

    /// Parses `arguments`, knowing which flags take a value and which are switches.
    init(_ arguments: [String], valueFlags: Set<String>, switchFlags: Set<String>) throws(ConfigurationError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            var flag = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valueFlags.contains(flag) {
                if let inlineValue {
                    values[flag, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw ConfigurationError("\(flag) needs a value") }
                    values[flag, default: []].append(arguments[index])
                    index += 1
                }
            } else if switchFlags.contains(flag), inlineValue == nil {
                switches.insert(flag)
            } else if let pointer = Self.habits[flag] {
                throw ConfigurationError("unknown option '\(flag)'; \(pointer)")
            } else {
                throw ConfigurationError("unknown option '\(flag)'" + Spelling.hint(for: flag, in: valueFlags.union(switchFlags)))
            }
        }
    }

    /// SwiftLint's options that people type out of habit, with what to use here instead.
    static let habits: [String: String] = [
        "--fix": "to rewrite what can be fixed, run 'swiftui-architect fix'",
        "--autocorrect": "to rewrite what can be fixed, run 'swiftui-architect fix'",
        "--reporter": "use --format to choose the report (see 'swiftui-architect lint --help')",
        "--enable-all-rules": "use --preset all",
        "--only-rule": "use --rule ID (repeatable)",
    ]

    /// The last value given for a flag.
    func value(_ flag: String) -> String? { values[flag]?.last }

    /// Every value given for a repeatable flag.
    func all(_ flag: String) -> [String] { values[flag] ?? [] }

    /// Whether a switch was given.
    func has(_ flag: String) -> Bool { switches.contains(flag) }
}
