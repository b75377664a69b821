import ArchitectSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The text pre-checks rules use before syntax work: they must never say no where the text says yes.
@Suite("File text pre-checks")
struct FileContextTextTests {
    private static let source = """
    // Ünïcode comment before anything: LazyVGrid
    struct Gallery: View {
        @State private var query = ""
        var body: some View { TextField("Find", text: $query.animation()) }
    }
    struct Plain: View {
        var body: some View { Text("Grid") }
    }
    """

    private static func context() -> (FileContext, [StructDeclSyntax]) {
        let tree = Parser.parse(source: source)
        let structs = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }
        return (FileContext(path: "Gallery.swift", tree: tree, source: source), structs)
    }

    @Test("A word is found in the file, and within a node only in that node's own text")
    func mentionsWithin() {
        let (file, structs) = Self.context()
        #expect(file.mentions("LazyVGrid"))
        #expect(file.mentions("nimation", within: structs[0]))
        #expect(!file.mentions("nimation", within: structs[1]))
        #expect(file.mentions("Grid", within: structs[1]))        // in a string, still text
        #expect(file.mentions("LazyVGrid", within: structs[0]))   // its leading trivia counts
        #expect(file.mentions("Gallery", within: structs[0]))     // the node's first token
        #expect(file.mentions("}", within: structs[1]))           // and its last
        #expect(!file.mentions("Gallery", within: structs[1]))
    }

    @Test("The first byte of a node's text skips its trivia and is right after non-ASCII text")
    func firstByte() {
        let (file, structs) = Self.context()
        #expect(file.firstByte(of: structs[0]) == UInt8(ascii: "s"))
        let projected = structs[0].tokens(viewMode: .sourceAccurate).first { $0.text == "$query" }
        #expect(projected.map { file.firstByte(of: $0) } == UInt8(ascii: "$"))
        let text = structs[1].tokens(viewMode: .sourceAccurate).first { $0.text == "Text" }
        #expect(text.map { file.firstByte(of: $0) } == UInt8(ascii: "T"))
    }
}
