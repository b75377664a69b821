import ArchitectCore

/// The part of a string catalog that the checks read, kept in place of the whole document.
///
/// A large app's `Localizable.xcstrings` holds every key in twenty languages or more: a
/// two-megabyte file becomes a tree of several megabytes, and a run keeps it until the project
/// rules have run. The checks only ask, per key, where it is written, whether it is marked not to
/// be translated and what its English localisations say, so the tree kept holds the document's
/// top-level members other than `strings` as they are, and under `strings` each key (at its
/// place) with only its `shouldTranslate` member and its `localizations` reduced to English ones
/// (`en` and `en-…`), whole. Everything else of an entry (other languages, comments, extraction
/// state) is left out. A check that needs more of a catalog widens this, and its test says so.
public enum StringCatalogEssentials {
    /// The document reduced to what the checks read; a document whose `strings` is not an object
    /// is kept as it is (there is nothing to reduce, and checks of its shape see it unchanged).
    public static func of(_ document: PositionedJSON) -> PositionedJSON {
        guard case .object(let members) = document.value else { return document }
        let reduced = members.map { member -> PositionedJSON.Member in
            guard member.key == "strings", case .object(let entries) = member.value.value else { return member }
            let kept = entries.map { entry in
                PositionedJSON.Member(key: entry.key, line: entry.line, column: entry.column, value: essentials(ofEntry: entry.value))
            }
            return PositionedJSON.Member(key: member.key, line: member.line, column: member.column,
                                         value: PositionedJSON(.object(kept), line: member.value.line, column: member.value.column))
        }
        return PositionedJSON(.object(reduced), line: document.line, column: document.column)
    }

    /// Whether a localisation key names English: `en`, or `en-` followed by a region or script.
    public static func isEnglish(_ language: String) -> Bool {
        language == "en" || language.hasPrefix("en-")
    }

    /// One key's entry with only `shouldTranslate` and its English `localizations`.
    private static func essentials(ofEntry entry: PositionedJSON) -> PositionedJSON {
        guard case .object(let members) = entry.value else { return entry }
        var kept: [PositionedJSON.Member] = []
        for member in members {
            switch member.key {
            case "shouldTranslate":
                kept.append(member)
            case "localizations":
                guard case .object(let languages) = member.value.value else {
                    kept.append(member)
                    continue
                }
                let english = languages.filter { isEnglish($0.key) }
                kept.append(PositionedJSON.Member(key: member.key, line: member.line, column: member.column,
                                                  value: PositionedJSON(.object(english), line: member.value.line, column: member.value.column)))
            default:
                continue
            }
        }
        return PositionedJSON(.object(kept), line: entry.line, column: entry.column)
    }
}
