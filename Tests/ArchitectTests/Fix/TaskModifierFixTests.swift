import ArchitectCore
import ArchitectEngine
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
        """, count: 3, with: TaskModifierFix.self)
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
        """, count: 4, with: TaskModifierFix.self)
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
        """, count: 2, with: TaskModifierFix.self)
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
        """, with: TaskModifierFix.self)
        FixHarness.expectUnchanged("""
        struct Screen: View {
            var body: some View { Text("a").onAppear { Task { await load() } } }
        }
        """, with: TaskModifierFix.self, iOS: Version(14, 0))
    }

    @Test("Tasks in menu items and pagination triggers are left alone, as the rule leaves them")
    func leavesDeliberateTasks() {
        FixHarness.expectUnchanged("""
        struct Row: View {
            var body: some View {
                Menu {
                    Actions().onAppear { Task { await model.loadRelationship() } }
                } label: {
                    Image(systemName: "ellipsis")
                }
                Text("more").onAppear { Task { await feed.fetchNextPage() } }
            }
        }
        """, with: TaskModifierFix.self)
    }
}
