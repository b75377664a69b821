import Foundation

/// Writes a synthetic modular SwiftUI codebase: feature packages of views and view models,
/// Domain models and protocols, Data repositories, and their `Package.swift` manifests.
struct CorpusGenerator {
    let files: Int
    let linesPerFile: Int

    /// Generates the corpus under `root` and returns (Swift files, total lines).
    /// The number of Swift files and lines under an existing folder.
    static func measure(_ root: String) throws -> (files: Int, lines: Int) {
        var files = 0, lines = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            files += 1
            lines += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        return (files, lines)
    }

    func generate(at root: String) throws -> (files: Int, lines: Int) {
        let features = max(1, files / 50)
        var written = 0
        var lines = 0
        func write(_ relative: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            lines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        try write("Packages/Domain/Package.swift", manifest(name: "Domain", dependencies: []))
        try write("Packages/Data/Package.swift", manifest(name: "Data", dependencies: ["Domain"]))
        for feature in 0..<features {
            try write("Packages/Feature\(feature)/Package.swift", manifest(name: "Feature\(feature)", dependencies: ["Domain", "DesignSystem"]))
        }
        while written < files {
            let feature = written % features
            let kind = written % 5
            let name = "Item\(written)"
            let (path, text): (String, String)
            switch kind {
            case 0: (path, text) = ("Packages/Domain/Sources/Domain/\(name).swift", domainModel(name))
            case 1: (path, text) = ("Packages/Data/Sources/Data/\(name)Repository.swift", repository(name))
            case 2: (path, text) = ("Packages/Feature\(feature)/Sources/Feature\(feature)/\(name)ViewModel.swift", viewModel(name))
            default: (path, text) = ("Packages/Feature\(feature)/Sources/Feature\(feature)/\(name)View.swift", view(name))
            }
            try write(path, text)
            written += 1
        }
        return (written, lines)
    }

    private func manifest(name: String, dependencies: [String]) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.iOS(.v17)],
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            targets: [.target(name: "\(name)", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))])]
        )

        """
    }

    /// Repeats `block(index)` until the file reaches about `linesPerFile` lines.
    /// Lines are counted as blocks are added, so generating a file stays linear in its size.
    private func padded(_ header: String, _ footer: String, _ block: (Int) -> String) -> String {
        func newlines(_ text: String) -> Int { text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        var text = header
        var lineCount = newlines(header)
        var index = 0
        while lineCount < linesPerFile - 3 {
            let piece = block(index)
            text += piece
            lineCount += newlines(piece)
            index += 1
        }
        return text + footer
    }

    private func domainModel(_ name: String) -> String {
        padded("import Foundation\n\n/// A domain value.\npublic struct \(name): Equatable, Sendable, Identifiable {\n    public let id: UUID\n", "}\n") { index in
            """
                public let title\(index): String
                public let count\(index): Int
                public var isActive\(index): Bool { count\(index) > 0 && !title\(index).isEmpty }

            """
        }
    }

    private func repository(_ name: String) -> String {
        padded("import Foundation\nimport Domain\n\npublic protocol \(name)Repository: Sendable {\n    func fetch() async throws -> [\(name)]\n}\n\npublic final class Remote\(name)Repository: \(name)Repository {\n    private let session: URLSession\n    public init(session: URLSession) { self.session = session }\n    public func fetch() async throws -> [\(name)] { [] }\n", "}\n") { index in
            """
                func decode\(index)(_ data: Data) throws -> [String: Int] {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    let values = try decoder.decode([String: Int].self, from: data)
                    return values.filter { $0.value > \(index) }
                }

            """
        }
    }

    private func viewModel(_ name: String) -> String {
        padded("import Foundation\nimport Observation\nimport Domain\n\n@MainActor\n@Observable\nfinal class \(name)ViewModel {\n    private(set) var items: [\(name)] = []\n    var errorMessage: String?\n    private let repository: any \(name)Repository\n    init(repository: any \(name)Repository) { self.repository = repository }\n", "}\n") { index in
            """
                func load\(index)() async {
                    do {
                        items = try await repository.fetch()
                    } catch {
                        errorMessage = String(localized: "Could not load")
                    }
                }

            """
        }
    }

    private func view(_ name: String) -> String {
        padded("import SwiftUI\nimport DesignSystem\n\nstruct \(name)View: View {\n    @State private var viewModel: \(name)ViewModel\n    @State private var isPresented = false\n\n    var body: some View {\n        ScrollView {\n            LazyVStack(spacing: 8) {\n                ForEach(viewModel.items) { item in\n                    \(name)Row(title: item.title0)\n                }\n            }\n        }\n        .task { await viewModel.load0() }\n        .sheet(isPresented: $isPresented) { Text(\"Details\") }\n    }\n}\n\nstruct \(name)Row: View {\n    let title: String\n\n    var body: some View {\n        VStack(alignment: .leading) {\n            Text(title).font(.headline)\n", "        }\n    }\n}\n") { index in
            """
                        HStack {
                            Image(systemName: "star")
                                .accessibilityLabel("Favourite \(index)")
                            Text("Line \(index)")
                                .foregroundStyle(.secondary)
                        }

            """
        }
    }
}
