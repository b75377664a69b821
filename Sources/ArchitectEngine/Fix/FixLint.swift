import ArchitectCore
import ArchitectProject
import ArchitectRules
import Foundation

extension Linter {
    /// The layout `run()` places files with: manifests looked for up to the project boundary, and
    /// the preset's assumed iOS target when nothing else gives one. The fix command places the
    /// files it rewrites with the same layout, so that both agree on each file's deployment target.
    func layout(of discovered: DiscoveredFiles) -> ProjectLayout {
        ProjectLayout.load(files: discovered.swiftFiles, manifestPaths: discovered.manifests, configuration: configuration,
                           rootDirectory: configuration.sourcePath == nil ? options.workingDirectory : configuration.baseDirectory,
                           searchBoundary: projectBoundary(),
                           fallbackIOSTarget: (options.preset ?? configuration.preset).assumedIOSTarget)
    }

    /// The pipeline of `run()` — discovery, file rules, project rules over the project index,
    /// suppression comments, unreadable files — with the text of some files given in memory:
    /// a file whose absolute path is a key of `texts` is linted as that text instead of as
    /// what is on disk. `fix --dry-run` lints the rewritten files this way, so that it reports
    /// exactly what a real run reports after writing them. (No cache: the texts are not on disk.)
    func run(overriding texts: [String: String]) throws(ConfigurationError) -> LintResult {
        let start = Date()
        let discovered = try Discovery.discover(paths: options.paths, configuration: configuration, workingDirectory: options.workingDirectory)
        let layout = layout(of: discovered)
        let files = discovered.swiftFiles
        let rules = self.rules
        let analyses = ParallelMap.map(count: files.count, jobs: options.jobs) { index -> FileAnalysis in
            let path = files[index]
            let placement = layout.placement(of: path)
            if let text = texts[path] { return FileLinter.analyze(source: text, path: path, placement: placement, rules: rules) }
            guard let data = FileManager.default.contents(atPath: path) else {
                return FileLinter.analyze(path: path, placement: placement, rules: rules)
            }
            return FileLinter.analyze(data: data, path: path, placement: placement, rules: rules)
        }
        let index = ProjectIndex(layout: layout, files: analyses.compactMap(\.summary))
        var rawFindings: [String: [Finding]] = [:]
        for analysis in analyses {
            for finding in analysis.findings { rawFindings[finding.path, default: []].append(finding) }
        }
        for rule in rules.projectRules {
            for finding in rule.check(index) { rawFindings[finding.path, default: []].append(finding) }
        }
        var suppressionsByPath: [String: SuppressionMap] = [:]
        for (path, analysis) in zip(files, analyses) { suppressionsByPath[path] = analysis.suppressions }
        var findings: [Finding] = []
        for path in Set(rawFindings.keys).union(suppressionsByPath.keys) {
            let map = suppressionsByPath[path] ?? .empty
            findings += FileLinter.applySuppressions(map, to: rawFindings[path] ?? [], path: path, rules: rules)
        }
        for (path, reason) in discovered.unreadable {
            if let finding = FileLinter.unreadableFinding(path: path, reason: reason, rules: rules) { findings.append(finding) }
        }
        findings.sort(by: Finding.reportOrder)
        return LintResult(findings: findings, fileCount: files.count, seconds: Date().timeIntervalSince(start), index: index)
    }
}
