@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Foundation
import Testing

@Suite("Fix: .onAppear { Task { … } } to .task")
struct TaskModifierFixTests {
    @Test("The task body moves into .task, one level out, with its comments")
    func converts() {
        FixHarness.expect("""
        struct Feed: View {
            @State private var model = FeedModel()

            var body: some View {
                List(model.items) { item in
                    Text(item.title)
                }
                .onAppear {
                    // refresh whenever the list shows
                    Task {
                        await model.load() // network

                        model.markSeen()
                    }
                }
            }
        }

        #if DEBUG
        extension Feed {
            var debugBody: some View {
                Text("debug").onAppear { Task { await model.load() } }
            }
        }
        #endif

        enum Outer {
            struct Inner: View {
                var body: some View {
                    Text("x")
                        .onAppear {
                            _ = Task {
                                await work()
                            } // started here
                        }
                }
                func work() async {}
            }
        }
        """, becomes: """
        struct Feed: View {
            @State private var model = FeedModel()

            var body: some View {
                List(model.items) { item in
                    Text(item.title)
                }
                .task {
                    // refresh whenever the list shows
                    await model.load() // network

                    model.markSeen()
                }
            }
        }

        #if DEBUG
        extension Feed {
            var debugBody: some View {
                Text("debug").task { await model.load() }
            }
        }
        #endif

        enum Outer {
            struct Inner: View {
                var body: some View {
                    Text("x")
                        .task {
                            await work() // started here
                        }
                }
                func work() async {}
            }
        }
        """, count: 3, with: DataTaskModifierFix.self)
    }

    @Test("A Task opened on the line of .onAppear keeps its own layout, moved in line with that line")
    func taskOnTheSameLine() {
        FixHarness.expect("""
        // Loads on first show: .onAppear { Task { … } } in a comment stays.
        struct Feed: View {
            @State private var model = FeedModel()

            var body: some View {
                Text("a")
                    .onAppear { Task {
                        await model.load()
                    } }
                Text("b").onAppear { Task {
                        await model.load() // deeper than its line
                    }
                }
                Text("c").onAppear { Task { await model.load()
                    }
                }
            }
        }

        #if os(iOS)
        extension Feed {
            enum Parts {
                static func row(_ model: FeedModel) -> some View {
                    Text("d")
                        .onAppear { /* first show */ Task {
                            // fetch, then mark
                            await model.load()

                            model.markSeen()
                        } } // end
                }
            }
        }
        #endif
        """, becomes: """
        // Loads on first show: .onAppear { Task { … } } in a comment stays.
        struct Feed: View {
            @State private var model = FeedModel()

            var body: some View {
                Text("a")
                    .task {
                        await model.load()
                    }
                Text("b").task {
                    await model.load() // deeper than its line
                }
                Text("c").task { await model.load()
                }
            }
        }

        #if os(iOS)
        extension Feed {
            enum Parts {
                static func row(_ model: FeedModel) -> some View {
                    Text("d")
                        .task { /* first show */
                            // fetch, then mark
                            await model.load()

                            model.markSeen()
                        } // end
                }
            }
        }
        #endif
        """, count: 4, with: DataTaskModifierFix.self)
    }

    @Test("A one-line Task on a line of its own moves onto the lines of .onAppear, with no space left at a line end")
    func oneLineTask() {
        FixHarness.expect("""
        struct Row: View {
            var body: some View {
                Text("a")
                    .onAppear {
                        Task { await refresh() }   
                    }
                Text("b")
                    .onAppear {
                        Task { await refresh() } } // closed on the same line
            }
        }
        """, becomes: """
        struct Row: View {
            var body: some View {
                Text("a")
                    .task {
                        await refresh()
                    }
                Text("b")
                    .task {
                        await refresh()
                    } // closed on the same line
            }
        }
        """, count: 2, with: DataTaskModifierFix.self)
    }

    @Test("Closures with more than the task, priorities, captures and other forms stay")
    func leavesOthersAlone() {
        FixHarness.expectUnchanged("""
        struct Screen: View {
            var body: some View {
                Text("a").onAppear { Task(priority: .high) { await load() } }
                Text("b").onAppear {
                    track("shown")
                    Task { await load() }
                }
                Text("c").onAppear { Task { @MainActor in await load() } }
                Text("d").onAppear(perform: start)
                Text("e").onAppear { Task.detached { await load() } }
                Text("f").onAppear { let task = Task { await load() }; keep(task) }
                Text("g").onDisappear { Task { await save() } }
            }
        }
        """, with: DataTaskModifierFix.self)
        FixHarness.expectUnchanged("""
        struct Screen: View {
            var body: some View { Text("a").onAppear { Task { await load() } } }
        }
        """, with: DataTaskModifierFix.self, iOS: Version(14, 0))
    }

    @Test("Tasks in menu items and pagination triggers are left alone, as the rule leaves them")
    func leavesDeliberateTasks() {
        FixHarness.expectUnchanged("""
        struct Thread: View {
            let model = ThreadModel()
            var body: some View {
                Menu {
                    Text("Reply").onAppear { Task { await model.loadRelationship() } }
                } label: {
                    Image(systemName: "ellipsis")
                }
                Text("more").onAppear { Task { await model.fetchNextPage() } }
            }
        }
        final class ThreadModel: Sendable {
            func loadRelationship() async {}
            func fetchNextPage() async {}
        }
        // SwiftUI's menu, declared here for the compile check.
        struct Menu<Content: View, Label: View>: View {
            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
            var body: some View { Text("") }
        }
        """, with: DataTaskModifierFix.self)
    }

    @Test("A task body that can throw stays (the closure of .task cannot throw); one that catches everything moves")
    func throwingBodies() {
        let throwing = """
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View {
                Text("a").onAppear { Task { try await model.reload() } }
                Text("b").onAppear {
                    Task {
                        for try await line in Lines() { print(line) }
                    }
                }
                Text("c").onAppear {
                    Task {
                        do {
                            try await model.reload()
                        } catch let error as CancellationError {
                            print(error) // other errors escape
                        }
                    }
                }
                Text("d").onAppear { Task { if model.items.isEmpty { throw Failure.empty } } }
            }
        }
        enum Failure: Error { case empty }
        struct Lines: AsyncSequence {
            typealias Element = String
            struct AsyncIterator: AsyncIteratorProtocol { mutating func next() async throws -> String? { nil } }
            func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
        """
        FixHarness.expectUnchanged(throwing, with: DataTaskModifierFix.self)
        let run = FixHarness.run(["Feed.swift": throwing], fixes: [DataTaskModifierFix.self])
        #expect(run.notes.count == 4)
        #expect(run.notes.first?.message == "line 4: .onAppear { Task { … } } not turned into .task: its task body can throw "
            + "(`try` is not inside a do/catch that catches everything), and the closure of .task cannot throw.")

        FixHarness.expect("""
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View {
                Text("a").onAppear {
                    Task {
                        do {
                            try await model.reload()
                        } catch {
                            print(error)
                        }
                        _ = try? await fetchCount()
                        let retry: () async throws -> Void = { try await model.reload() }
                        _ = retry
                    }
                }
            }
            func fetchCount() async throws -> Int { 0 }
        }
        """, becomes: """
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View {
                Text("a").task {
                    do {
                        try await model.reload()
                    } catch {
                        print(error)
                    }
                    _ = try? await fetchCount()
                    let retry: () async throws -> Void = { try await model.reload() }
                    _ = retry
                }
            }
            func fetchCount() async throws -> Int { 0 }
        }
        """, count: 1, with: DataTaskModifierFix.self)
    }

    @Test("The compile check rejects a throwing body moved into .task")
    func compileCheckCatchesThrowingTask() {
        let errors = FixCompileCheck.errors(in: """
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View { Text("a").task { try await model.reload() } }
        }
        """)
        #expect(errors.contains { $0.contains("throwing function") })
    }

    @Test("A view inside a condition the task reads stays, with a note: .task would cancel the work when the view goes")
    func conditionalViews() {
        let source = """
        final class Loader {
            var isLoading = false
            var phase = Phase.idle
            func start() async {}
        }
        enum Phase { case idle, loading, done }
        struct Screen: View {
            @State private var loader = Loader()
            @State private var ready = false
            var body: some View {
                VStack {
                    if !loader.isLoading {
                        Text("idle").onAppear { Task { await loader.start() } }
                    }
                    switch loader.phase {
                    case .idle:
                        ProgressView().onAppear { Task { loader.phase = .loading } }
                    default:
                        Text("done")
                    }
                    if ready {
                        Text("ready").onAppear { Task { await model.load() } }
                    }
                    if ready {
                        Text("next").onAppear { Task { await fetchNext() } }
                    }
                }
            }
            func fetchNext() async { ready = false }
        }
        """
        let run = FixHarness.run(["Screen.swift": source], fixes: [DataTaskModifierFix.self])
        #expect(run.notes.map(\.message) == [
            "line 13: .onAppear { Task { … } } not turned into .task: the view sits inside an if whose condition reads 'loader', "
                + "which the task also uses; .task would cancel the work if the view disappears, so check that by hand.",
            "line 17: .onAppear { Task { … } } not turned into .task: the view sits inside a switch whose condition reads 'loader', "
                + "which the task also uses; .task would cancel the work if the view disappears, so check that by hand.",
            "line 25: .onAppear { Task { … } } not turned into .task: the view sits inside an if, and the task calls fetchNext(), "
                + "which may change its condition; .task would cancel the work if the view disappears, so check that by hand.",
        ])
        FixHarness.expect(source, becomes: source
            .replacingOccurrences(of: "Text(\"ready\").onAppear { Task { await model.load() } }", with: "Text(\"ready\").task { await model.load() }"),
            count: 1, with: DataTaskModifierFix.self)
    }
}
