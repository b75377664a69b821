import ArchitectCore
import ArchitectSyntax

/// Reads the JSON resources, string catalogs and asset catalogs' `Contents.json`, with
/// `JSONParser`: the strict reading (no trailing commas, which the configuration alone may have,
/// no key given twice, nesting at most `JSONParser.maximumDepth` deep), keeping every key's place. Both kinds
/// need an object at the top level.
enum JSONResourceReader {
    static func read(_ bytes: [UInt8]) throws(ResourceProblem) -> PositionedJSON {
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw ResourceProblem("the file is empty") }
        let document: PositionedJSON
        do {
            document = try JSONParser.parsePositioned(bytes)
        } catch {
            throw ResourceProblem(line: error.line, column: error.utf8Column, error.reason)
        }
        guard case .object = document.value else {
            throw ResourceProblem(line: document.line, column: document.column, "the top level is \(document.kindName), where an object is expected", .structure)
        }
        return document
    }
}
