import ArchitectCore
import ArchitectEngine
import ArchitectProject
import Testing

@Suite("Fix: ObservableObject to @Observable")
struct ObservationMigrationTests {
    @Test("A model and the views that own, observe and inject it move together")
    func singleFile() {
        FixHarness.expect("""
        import Combine
        import SwiftUI

        /// The signed-in user's profile.
        @MainActor
        final class ProfileModel: ObservableObject, Identifiable {
            // Shown in the header.
            @Published var name = ""
            @Published private(set) var isSaving = false // set by save()
            @Published
            var avatar: URL?
            let id = UUID()

            func save() async {}
        }

        struct ProfileScreen: View {
            @StateObject private var model = ProfileModel()

            var body: some View {
                ProfileForm(model: model)
                    .environmentObject(model)
            }
        }

        struct ProfileForm: View {
            @ObservedObject var model: ProfileModel

            var body: some View {
                TextField("Name", text: $model.name)
                ProfileBadge()
            }
        }

        struct ProfileBadge: View {
            @EnvironmentObject private var model: ProfileModel // injected above
            @ObservedObject var other: ProfileModel

            var body: some View { Text(model.name + other.name) }
        }
        """, becomes: """
        import SwiftUI

        /// The signed-in user's profile.
        @Observable
        @MainActor
        final class ProfileModel: Identifiable {
            // Shown in the header.
            var name = ""
            private(set) var isSaving = false // set by save()
            var avatar: URL?
            let id = UUID()

            func save() async {}
        }

        struct ProfileScreen: View {
            @State private var model = ProfileModel()

            var body: some View {
                ProfileForm(model: model)
                    .environment(model)
            }
        }

        struct ProfileForm: View {
            @Bindable var model: ProfileModel

            var body: some View {
                TextField("Name", text: $model.name)
                ProfileBadge()
            }
        }

        struct ProfileBadge: View {
            @Environment(ProfileModel.self) private var model // injected above
            var other: ProfileModel

            var body: some View { Text(model.name + other.name) }
        }
        """, count: 9, with: ObservationMigration.self)
    }

    @Test("Nested classes, qualified names and #if blocks")
    func nestedAndQualified() {
        FixHarness.expect("""
        import SwiftUI

        enum Feature {
            #if os(iOS)
            final class Model: SwiftUI.ObservableObject {
                @Combine.Published var items: [String] = []
            }
            #endif

            struct Screen: View {
                @SwiftUI.ObservedObject var model: Feature.Model
                var body: some View { Text("\\(model.items.count)") }
            }
        }
        """, becomes: """
        import SwiftUI

        enum Feature {
            #if os(iOS)
            @Observable
            final class Model {
                var items: [String] = []
            }
            #endif

            struct Screen: View {
                var model: Feature.Model
                var body: some View { Text("\\(model.items.count)") }
            }
        }
        """, count: 3, with: ObservationMigration.self)
    }

    @Test("@Published left in an @Observable class goes, and @StateObject of it becomes @State")
    func alreadyObservable() {
        FixHarness.expect("""
        import SwiftUI

        @Observable
        final class Session {
            @Published var user: String? // left over
        }

        struct Root: View {
            @StateObject var session = Session()
            var body: some View { Text(session.user ?? "") }
        }
        """, becomes: """
        import SwiftUI

        @Observable
        final class Session {
            var user: String? // left over
        }

        struct Root: View {
            @State var session = Session()
            var body: some View { Text(session.user ?? "") }
        }
        """, count: 2, with: ObservationMigration.self)
    }

    @Test("import Combine stays while Combine is used; import Observation is added without SwiftUI")
    func imports() {
        FixHarness.expect("""
        import Combine
        import Foundation

        final class Ticker: ObservableObject {
            @Published var count = 0
            private var cancellable: AnyCancellable?

            func start(_ source: AnyPublisher<Int, Never>) {
                cancellable = source.sink { [weak self] in self?.count = $0 }
            }
        }
        """, becomes: """
        import Combine
        import Foundation
        import Observation

        @Observable
        final class Ticker {
            var count = 0
            private var cancellable: AnyCancellable?

            func start(_ source: AnyPublisher<Int, Never>) {
                cancellable = source.sink { [weak self] in self?.count = $0 }
            }
        }
        """, count: 2, with: ObservationMigration.self)
    }

    @Test("A class in one file and its users in others are migrated consistently")
    func acrossFiles() {
        let models = """
        // Copyright header.

        final class Cart {
            @Published var items: [String] = []
        }

        extension Cart: ObservableObject {}

        final class Wishlist {
            var names: [String] = []
        }

        extension Wishlist: ObservableObject, CustomStringConvertible {
            var description: String { names.joined(separator: ", ") }
        }
        """
        let views = """
        import SwiftUI

        struct CartView: View {
            @EnvironmentObject var cart: Cart
            @EnvironmentObject var wishlist: Wishlist

            var body: some View {
                List(cart.items, id: \\.self) { Text($0) }
            }
        }

        struct CartRoot: View {
            @StateObject private var cart = Cart()
            let wishlist: Wishlist

            var body: some View {
                CartView()
                    .environmentObject(cart)
                    .environmentObject(wishlist)
            }
        }
        """
        let results = Self.fixRun(["Models/Cart.swift": models, "Views/CartView.swift": views])
        #expect(results["Models/Cart.swift"]?.fixed == """
        // Copyright header.

        import Observation

        @Observable
        final class Cart {
            var items: [String] = []
        }

        @Observable
        final class Wishlist {
            var names: [String] = []
        }

        extension Wishlist: CustomStringConvertible {
            var description: String { names.joined(separator: ", ") }
        }
        """)
        #expect(results["Models/Cart.swift"]?.count == 5)
        #expect(results["Views/CartView.swift"]?.fixed == """
        import SwiftUI

        struct CartView: View {
            @Environment(Cart.self) var cart
            @Environment(Wishlist.self) var wishlist

            var body: some View {
                List(cart.items, id: \\.self) { Text($0) }
            }
        }

        struct CartRoot: View {
            @State private var cart = Cart()
            let wishlist: Wishlist

            var body: some View {
                CartView()
                    .environment(cart)
                    .environment(wishlist)
            }
        }
        """)
        #expect(results["Views/CartView.swift"]?.count == 5)
        // Idempotence over the whole run.
        let again = Self.fixRun(results.mapValues(\.fixed))
        #expect(again.values.allSatisfy { !$0.changed && $0.count == 0 })
    }

    @Test("An emptied extension at the top of a file goes with the blank line after it")
    func extensionAtTop() {
        let results = Self.fixRun([
            "Model.swift": "import Foundation\n\nfinal class Counter {\n    var value = 0\n}\n",
            "Counter+Observable.swift": "extension Counter: ObservableObject {}\n\n// Views follow.\nstruct CounterView: View {\n    @ObservedObject var counter: Counter\n    var body: some View { Text(\"\\(counter.value)\") }\n}\n",
        ])
        #expect(results["Counter+Observable.swift"]?.fixed == "// Views follow.\nstruct CounterView: View {\n    var counter: Counter\n    var body: some View { Text(\"\\(counter.value)\") }\n}\n")
        #expect(results["Model.swift"]?.fixed == "import Foundation\nimport Observation\n\n@Observable\nfinal class Counter {\n    var value = 0\n}\n")
    }

    @Test("A use from a file below iOS 17 keeps the class as it is, everywhere")
    func olderTargetInTheRun() {
        let model = "final class Store: ObservableObject {\n    @Published var value = 0\n}\n"
        let view = "struct Legacy: View {\n    @ObservedObject var store: Store\n    var body: some View { Text(\"\\(store.value)\") }\n}\n"
        let results = Self.fixRun(["Model.swift": model, "Legacy/View.swift": view], iOS: ["Legacy/View.swift": Version(16, 0)])
        #expect(results.values.allSatisfy { !$0.changed })
    }

    @Test("Classes the migration could break are left alone")
    func blockedClasses() {
        let cases = [
            // The @Published value is used as a publisher.
            """
            import Combine
            final class SearchModel: ObservableObject {
                @Published var query = ""
                private var bag = Set<AnyCancellable>()
                init() {
                    $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { print($0) }.store(in: &bag)
                }
            }
            """,
            // objectWillChange is sent by hand.
            """
            final class Clock: ObservableObject {
                var tick = 0 { willSet { objectWillChange.send() } }
            }
            """,
            // A generic constraint could receive any of the classes.
            """
            final class Store: ObservableObject { @Published var value = 0 }
            struct Wrapper<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                var body: some View { EmptyView() }
            }
            """,
            // A lazy property cannot become a tracked one.
            """
            final class Feed: ObservableObject {
                @Published var items: [Int] = []
                lazy var formatter = DateFormatter()
            }
            """,
            // The wrapped type cannot be read from the syntax.
            """
            final class Model: ObservableObject { @Published var value = 0 }
            struct Screen: View {
                @StateObject private var model = makeModel()
                var body: some View { Text("\\(model.value)") }
            }
            """,
            // Subclassed, and Codable.
            """
            class Base: ObservableObject { @Published var a = 0 }
            final class Child: Base { @Published var b = 0 }
            final class Settings: ObservableObject, Codable { var theme = "light" }
            """,
            // An environment object bound with `$`.
            """
            final class Draft: ObservableObject { @Published var text = "" }
            struct Editor: View {
                @EnvironmentObject var draft: Draft
                var body: some View { TextField("Text", text: $draft.text) }
            }
            """,
        ]
        for source in cases {
            FixHarness.expectUnchanged(source, with: ObservationMigration.self)
        }
        FixHarness.expectUnchanged("""
        final class Legacy: ObservableObject {
            @Published var value = 0
        }
        struct LegacyView: View {
            @StateObject private var model = Legacy()
            var body: some View { Text("\\(model.value)") }
        }
        """, with: ObservationMigration.self, iOS: Version(16, 0))
    }

    /// Fixes a run of files given by path (relative to a virtual project) and returns the results by path.
    static func fixRun(_ files: [String: String], iOS targets: [String: Version] = [:]) -> [String: FileFixResult] {
        let root = "/virtual-fix-project"
        let sources = files.keys.sorted().map { path -> FixSource in
            var configuration = Configuration(baseDirectory: root)
            configuration.platforms["iOS"] = targets[path] ?? Version(17, 0)
            let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: root)
            let absolute = root + "/" + path
            return FixSource(path: absolute, text: files[path] ?? "", placement: layout.placement(of: absolute))
        }
        let results = FixEngine.fix(sources, with: [ObservationMigration.self], jobs: 2)
        var byPath: [String: FileFixResult] = [:]
        for result in results { byPath[String(result.path.dropFirst(root.count + 1))] = result }
        return byPath
    }
}
