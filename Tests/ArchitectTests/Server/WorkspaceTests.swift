@testable import ArchitectServer
import ArchitectCore
import Foundation
import Testing

/// A copy of the clean clinic fixture in a temporary folder, which tests may edit.
final class ClinicCopy {
    let project: TemporaryProject
    var root: String { project.root }
    /// The feature file that tests make import its sibling feature.
    let listScreen = "Packages/FeatureAppointments/Sources/FeatureAppointments/List/AppointmentListScreen.swift"

    init() throws {
        project = try TemporaryProject()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ClinicAppClean").path
        let target = project.root + "/app"
        try FileManager.default.copyItem(atPath: source, toPath: target)
    }

    /// The absolute path of a file of the copy.
    func path(_ relative: String) -> String { root + "/app/" + relative }

    /// The text of a file of the copy.
    func text(_ relative: String) -> String { project.read("app/" + relative) ?? "" }
}

@Suite("Server: the in-memory workspace")
struct WorkspaceTests {
    @Test("A change to one buffer re-lints that file only, and a sibling import comes and goes")
    func incrementalUpdates() throws {
        let clinic = try ClinicCopy()
        let workspace = try Workspace(root: clinic.root + "/app")
        let fileCount = workspace.swiftFiles.count
        #expect(fileCount > 10)
        #expect(workspace.analysisCount == fileCount)
        let screen = clinic.path(clinic.listScreen)
        let original = clinic.text(clinic.listScreen)
        #expect(workspace.findings(in: screen).isEmpty)

        // An edit inside the last body keeps the summary: no project rule runs. (An edit that
        // shifts the lines of later declarations may run them again: summaries carry positions.)
        let runs = workspace.projectRuleRuns
        let lastBrace = try #require(original.range(of: "\n}", options: .backwards))
        let edited = original.replacingCharacters(in: lastBrace, with: "\n    // a note\n}")
        #expect(workspace.update(screen, text: edited) == [screen])
        #expect(workspace.analysisCount == fileCount + 1)

        // Importing the sibling feature changes the summary and brings the project finding.
        let importing = "import FeaturePatients\n" + original
        workspace.update(screen, text: importing)
        #expect(workspace.analysisCount == fileCount + 2)
        #expect(workspace.projectRuleRuns == runs + 1)
        let sibling = workspace.findings(in: screen).filter { $0.ruleID == "clinic-feature-no-sibling-import" }
        #expect(sibling.count == 1)
        #expect(sibling.first?.line == 1)

        // Deleting it clears the finding; closing the buffer goes back to the disk.
        workspace.update(screen, text: original)
        #expect(workspace.findings(in: screen).isEmpty)
        workspace.update(screen, text: nil)
        #expect(workspace.findings(in: screen).isEmpty)
        #expect(workspace.analysisCount == fileCount + 4)
    }

    @Test("An unsaved new file is linted, and forgotten when its buffer closes")
    func unsavedNewFile() throws {
        let clinic = try ClinicCopy()
        let workspace = try Workspace(root: clinic.root + "/app", onlyRules: ["diff-avoid-anyview"])
        let path = clinic.path("App/Scratch.swift")
        workspace.update(path, text: "import SwiftUI\nlet erased = AnyView(Text(\"x\"))\n")
        #expect(workspace.findings(in: path).map(\.ruleID) == ["diff-avoid-anyview"])
        workspace.update(path, text: nil)
        #expect(workspace.findings(in: path).isEmpty)
        #expect(!workspace.swiftFiles.contains(path))
    }
}

@Suite("Server: the workspace and the disk")
struct WorkspaceRefreshTests {
    @Test("refresh re-lints only the files changed on disk, and brings their project findings")
    func refreshFromDisk() throws {
        let clinic = try ClinicCopy()
        let workspace = try Workspace(root: clinic.root + "/app")
        let count = workspace.analysisCount
        try workspace.refresh()
        #expect(workspace.analysisCount == count)
        let screen = clinic.path(clinic.listScreen)
        try clinic.project.write("app/" + clinic.listScreen, "import FeaturePatients\n" + clinic.text(clinic.listScreen))
        try workspace.refresh()
        #expect(workspace.analysisCount == count + 1)
        #expect(workspace.findings(in: screen).map(\.ruleID) == ["clinic-feature-no-sibling-import"])
    }
}
