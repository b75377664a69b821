import ArchitectCore
import Foundation
import Testing

@Suite("Path text")
struct PathTextTests {
    @Test("The parent of a path is what NSString.deletingLastPathComponent gives", arguments: [
        "/a/b/c.swift", "/a/b", "/a", "/", "a/b", "/a/b/", "/a//b", "//a", "", "/é/ü.swift", "/a/b//",
    ])
    func parentAgreesWithFoundation(_ path: String) {
        #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test("A single relative name has the empty parent (Foundation on Linux traps on it; on macOS it gives the same)")
    func parentOfASingleName() {
        #expect(PathText.parent(of: "a") == "")
        #expect(PathText.parent(of: "a/") == "")
    }

    @Test("A path is inside a folder only past a slash that ends the folder's name")
    func insideNeedsASlashAfterTheFolder() {
        #expect(PathText.isPath("/p/App/Screen.swift", inside: "/p"))
        #expect(PathText.isPath("/p/App/Screen.swift", inside: "/p/App"))
        #expect(!PathText.isPath("/p/AppKit/Screen.swift", inside: "/p/App"))
        #expect(!PathText.isPath("/p/App", inside: "/p/App"))
        #expect(!PathText.isPath("/p", inside: "/p/App"))
        #expect(PathText.isPath("/p", inside: "/"))
        #expect(!PathText.isPath("/", inside: "/"))
        #expect(PathText.isPath("Sources/Feature/View.swift", inside: "Sources"))
        #expect(PathText.isPath("/ü/é.swift", inside: "/ü"))
    }

    @Test("A path relative to a folder that holds it drops the folder and the slash; other paths are kept")
    func relativeDropsTheFolder() {
        #expect(PathText.relative("/p/App/Screen.swift", to: "/p") == "App/Screen.swift")
        #expect(PathText.relative("/p/ü/é.swift", to: "/p/ü") == "é.swift")
        #expect(PathText.relative("/q/App/Screen.swift", to: "/p") == "/q/App/Screen.swift")
        #expect(PathText.relative("/pp/Screen.swift", to: "/p") == "/pp/Screen.swift")
        #expect(PathText.relative("/p/Screen.swift", to: "/") == "/p/Screen.swift")
    }
}
