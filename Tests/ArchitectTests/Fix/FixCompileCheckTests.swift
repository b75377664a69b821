import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Testing

@Suite("Fix compile check")
struct FixCompileCheckTests {
    @Test("Files of a run are type-checked together; errors name the file")
    func runs() {
        #expect(FixCompileCheck.errors(inFiles: ["A.swift": "final class Box {}\n", "B.swift": "let box = Box()\n"]).isEmpty)
        let errors = FixCompileCheck.errors(inFiles: ["A.swift": "final class Box {}\n", "B.swift": "let bag = Bag()\n"])
        #expect(errors.count == 1 && errors.first?.hasPrefix("B.swift:1:") == true, "\(errors)")
    }

    @Test("The stand-ins reject what SwiftUI rejects: @StateObject of an @Observable class, a throwing .task")
    func rejects() {
        let errors = FixCompileCheck.errors(in: """
        @Observable final class Model { var value = 0 }
        struct Screen: View {
            @StateObject private var model = Model()
            var body: some View { Text("a").task { try await Task.sleep(nanoseconds: 1) } }
        }
        """)
        #expect(errors.count >= 2, "\(errors)")
        #expect(FixCompileCheck.errors(in: "#Preview(\"a\") { Text(\"b\") }\n").isEmpty)
    }
}
