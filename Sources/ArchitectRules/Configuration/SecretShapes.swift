import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Tells, from a string literal's text and the name it is given to, whether the literal reads as a
/// credential written into source, for `config-no-secrets`.
enum SecretShapes {
    /// A kind of credential that is recognised by its text alone: a fixed prefix, then at least
    /// `minimumTail` characters drawn from `tail`.
    struct Shape: Sendable {
        let kind: String
        let prefixes: [String]
        let minimumTail: Int
        let maximumTail: Int
        let tail: @Sendable (Character) -> Bool
    }

    static func isAlphanumeric(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
    static func isUpperAlphanumeric(_ character: Character) -> Bool {
        character.isASCII && (character.isUppercase || character.isNumber)
    }
    static func isTokenCharacter(_ character: Character) -> Bool {
        isAlphanumeric(character) || character == "_" || character == "-"
    }

    static let shapes: [Shape] = [
        Shape(kind: "an AWS access key", prefixes: ["AKIA", "ASIA"], minimumTail: 16, maximumTail: 16, tail: isUpperAlphanumeric),
        Shape(kind: "a Google API key", prefixes: ["AIza"], minimumTail: 35, maximumTail: 35, tail: isTokenCharacter),
        Shape(kind: "a GitHub token", prefixes: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], minimumTail: 36, maximumTail: 40, tail: isAlphanumeric),
        Shape(kind: "a GitHub token", prefixes: ["github_pat_"], minimumTail: 50, maximumTail: 120, tail: isTokenCharacter),
        Shape(kind: "a Stripe secret key", prefixes: ["sk_live_", "rk_live_", "sk_test_", "rk_test_"], minimumTail: 16, maximumTail: 200, tail: isAlphanumeric),
        Shape(kind: "a Slack token", prefixes: ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-"], minimumTail: 20, maximumTail: 200, tail: isTokenCharacter),
        Shape(kind: "an OpenAI API key", prefixes: ["sk-proj-", "sk-"], minimumTail: 32, maximumTail: 200, tail: isTokenCharacter),
        Shape(kind: "a GitLab token", prefixes: ["glpat-"], minimumTail: 20, maximumTail: 40, tail: isTokenCharacter),
    ]

    /// The kind of credential `text` has the shape of, or nil. A tail must mix letters and digits,
    /// so that `sk-` followed by a long hyphenated word is not taken for a key.
    static func credentialKind(of text: String) -> String? {
        guard mayHaveCredentialShape(text) else { return nil }
        if text.contains("-----BEGIN"), text.contains("PRIVATE KEY-----") { return "a private key" }
        if isJSONWebToken(text) { return "a JSON Web Token" }
        for shape in shapes {
            for prefix in shape.prefixes where text.hasPrefix(prefix) {
                let tail = text.dropFirst(prefix.count)
                guard (shape.minimumTail...shape.maximumTail).contains(tail.count), tail.allSatisfy(shape.tail),
                      tail.contains(where: \.isNumber), tail.contains(where: \.isLetter) else { continue }
                return shape.kind
            }
        }
        return nil
    }

    /// The bytes every shape needs: an ASCII first byte that begins one of the prefixes (`A`, `g`,
    /// `s`, `r`, `x`, or `e` for a JSON Web Token), or `-----BEGIN` anywhere. A text with neither
    /// cannot match, which is decided without any Unicode work; a non-ASCII first byte always
    /// goes to the full test, since the comparisons there are by canonical equivalence. (A first
    /// ASCII scalar is its own decomposition, so it must equal the first scalar of a prefix.)
    static func mayHaveCredentialShape(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        switch first {
        case UInt8(ascii: "A"), UInt8(ascii: "g"), UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: "x"), UInt8(ascii: "e"), 0x80...:
            return true
        default:
            return UTF8Text.contains(text, "-----BEGIN")
        }
    }

    /// Three dot-separated base64url parts, the first two JSON objects (`eyJ`).
    static func isJSONWebToken(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].hasPrefix("eyJ"), parts[1].hasPrefix("eyJ") else { return false }
        return parts.allSatisfy { $0.count >= 10 && $0.allSatisfy(isTokenCharacter) }
    }

    /// Words that mark a literal as a stand-in rather than a real value.
    static let placeholderMarkers = [
        "your", "xxx", "placeholder", "changeme", "change_me", "example", "dummy", "sample", "fake", "mock",
        "todo", "fixme", "replace", "insert", "redacted", "<", ">", "{", "}", "$(", "***", "...", "•",
    ]

    /// Whether `text`, given to a name that reads as a secret, reads as the secret's value: one word
    /// of at least six characters with a digit or a symbol in it, neither a placeholder, a URL, nor a
    /// name that itself mentions the secret (`session.accessToken`, `api_key`), which keychain
    /// accounts and defaults keys are.
    static func isSecretValue(_ text: String, sensitiveWords: Set<String>) -> Bool {
        guard text.count >= 6, text.count <= 4096, !text.contains(where: \.isWhitespace), !text.contains("://") else { return false }
        let lowered = text.lowercased()
        if placeholderMarkers.contains(where: lowered.contains) { return false }
        if Set(text).count < 3 { return false }
        let words = DefaultsAccess.words(text).map { String($0.filter { !$0.isNumber }) }
        if words.contains(where: { sensitiveWords.contains($0) || ($0.hasSuffix("s") && sensitiveWords.contains(String($0.dropLast()))) || $0 == "key" || $0 == "keys" }) { return false }
        return text.contains { $0.isNumber || !($0.isLetter || $0 == "." || $0 == "_" || $0 == "-" || $0 == "/") }
    }
}
