import SwiftSyntax

/// Recognises calls on key-value preference stores (`UserDefaults`, `NSUbiquitousKeyValueStore`)
/// from syntax alone, for the `persist-*` rules.
enum DefaultsAccess {
    /// Methods of the stores that take a `forKey:` argument.
    static let keyedMethods: Set<String> = [
        "set", "setValue", "object", "value", "string", "bool", "integer", "double", "float", "array",
        "dictionary", "data", "url", "stringArray", "removeObject", "longLong",
    ]
    /// The methods among them that write.
    static let writeMethods: Set<String> = ["set", "setValue"]

    /// The method name of `call` when it is a keyed call on something that reads as a preference
    /// store: `UserDefaults.standard`, `UserDefaults(suiteName:)`, `NSUbiquitousKeyValueStore.default`,
    /// or a name ending in `defaults` (`defaults`, `userDefaults`, `sharedDefaults`).
    static func keyedCall(_ call: FunctionCallExprSyntax) -> (name: TokenSyntax, key: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              keyedMethods.contains(member.declName.baseName.text),
              let key = call.arguments.first(where: { $0.label?.text == "forKey" })?.expression,
              let base = member.base, isStore(base) else { return nil }
        return (member.declName.baseName, key)
    }

    /// Whether `expression` reads as a `UserDefaults` or iCloud key-value store.
    static func isStore(_ expression: ExprSyntax) -> Bool {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isStore(optional.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return isStore(unwrap.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return ["UserDefaults", "NSUbiquitousKeyValueStore"].contains(call.calledExpression.trimmedDescription)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base?.trimmedDescription {
                if base == "UserDefaults" { return name == "standard" }
                if base == "NSUbiquitousKeyValueStore" { return name == "default" }
            }
            return name.lowercased().hasSuffix("defaults")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.lowercased().hasSuffix("defaults")
        }
        return false
    }

    /// Whether `words(text)` may hold `word` (ASCII lower-case letters): always for a text with a
    /// non-ASCII byte, otherwise only when the text spells `word` in any case. An exact pre-check
    /// that spares the character-by-character split for most names: for ASCII text, lower-casing
    /// is byte by byte, and no other character lower-cases to ASCII letters other than `k` (the
    /// Kelvin sign), which is caught as non-ASCII.
    static func mayHaveWord(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8), wanted = Array(word.utf8)
        if bytes.contains(where: { $0 >= 0x80 }) { return true }
        guard bytes.count >= wanted.count, !wanted.isEmpty else { return wanted.isEmpty }
        for start in 0...(bytes.count - wanted.count) {
            var index = 0
            while index < wanted.count, bytes[start + index] | 0x20 == wanted[index] { index += 1 }
            if index == wanted.count { return true }
        }
        return false
    }

    /// The words of an identifier or key: split at case changes, digits and `_ - . space`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character)
            } else if character.isLowercase, current.count > 1, current.allSatisfy(\.isUppercase) {
                // `APIToken`: the last capital of a run starts the next word.
                let last = current.removeLast()
                words.append(current)
                current = String([last, character])
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
