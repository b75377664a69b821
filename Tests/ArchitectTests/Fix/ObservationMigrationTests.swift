@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectEngine
import ArchitectProject
import Testing

@Suite("Fix: ObservableObject to @Observable")
struct ObservationMigrationTests {
    @Test("A model and the views that own, observe and inject it move together")
    func singleFile() {
        FixHarness.expect("""
        import Combine
        import Foundation
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
                ProfileBadge(other: model)
            }
        }

        struct ProfileBadge: View {
            @EnvironmentObject private var model: ProfileModel // injected above
            @ObservedObject var other: ProfileModel

            var body: some View { Text(model.name + other.name) }
        }
        """, becomes: """
        import Foundation
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
                ProfileBadge(other: model)
            }
        }

        struct ProfileBadge: View {
            @Environment(ProfileModel.self) private var model // injected above
            var other: ProfileModel

            var body: some View { Text(model.name + other.name) }
        }
        """, count: 9, with: StateNoPublishedFix.self)
    }

    @Test("Nested classes, qualified names and #if blocks")
    func nestedAndQualified() {
        FixHarness.expect("""
        import SwiftUI

        enum Feature {
            #if DEBUG
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
            #if DEBUG
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
        """, count: 3, with: StateNoPublishedFix.self)
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
        """, count: 2, with: StateNoPublishedFix.self, inputCompiles: false)
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
        """, count: 2, with: StateNoPublishedFix.self)
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
                    $query.removeDuplicates().sink { print($0) }.store(in: &bag)
                }
            }
            """,
            // objectWillChange is sent by hand.
            """
            final class Clock: ObservableObject {
                var tick = 0 { willSet { objectWillChange.send() } }
            }
            """,
            // A generic whose parameter requires ObservableObject receives the class.
            """
            final class Store: ObservableObject { @Published var value = 0 }
            struct Wrapper<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                var body: some View { EmptyView() }
            }
            let shown = Wrapper(model: Store())
            """,
            // A lazy property cannot become a tracked one.
            """
            final class Feed: ObservableObject {
                @Published var items: [Int] = []
                lazy var formatter = NumberStyle()
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
            // `makeModel()` stands for a factory whose type the run cannot see, so it is not declared.
            FixHarness.expectUnchanged(source, with: StateNoPublishedFix.self, compiles: !source.contains("makeModel"))
        }
        FixHarness.expectUnchanged("""
        final class Legacy: ObservableObject {
            @Published var value = 0
        }
        struct LegacyView: View {
            @StateObject private var model = Legacy()
            var body: some View { Text("\\(model.value)") }
        }
        """, with: StateNoPublishedFix.self, iOS: Version(16, 0))
    }

    @Test("A wrapper built by hand, or objectWillChange on a value, keeps only the class it concerns, with a note")
    func narrowedBlockers() {
        let models = """
        import Combine

        /// Detail of one row.
        final class DetailModel: ObservableObject {
            @Published var title = ""
            init(id: Int) {}
        }

        final class ListModel: ObservableObject {
            @Published var rows: [Int] = [] // shown in ListScreen
        }

        enum Feature {
            #if os(iOS)
            final class Badge: ObservableObject { @Published var count = 0 }
            #endif
            final class Pinger: ObservableObject { @Published var last = 0 }
        }
        """
        let views = """
        import SwiftUI

        struct DetailScreen: View {
            @StateObject private var model: DetailModel

            init(id: Int) {
                // Built by hand: the class keeps ObservableObject.
                _model = StateObject(wrappedValue: DetailModel(id: id))
            }

            var body: some View { Text(model.title) }
        }

        struct ListScreen: View {
            @StateObject private var model = ListModel()
            var body: some View { Text("\\(model.rows.count)") }
        }

        extension Feature {
            struct BadgeView: View {
                @StateObject private var badge: Feature.Badge
                init() { self._badge = StateObject<Feature.Badge>(wrappedValue: .init()) }
                var body: some View { Text("\\(badge.count)") }
            }

            struct PingView: View {
                let pinger: Pinger
                var body: some View {
                    Text("ping").onReceive(pinger.objectWillChange) { _ in }
                }
            }
        }
        """
        let result = FixHarness.run(["Models.swift": models, "Views.swift": views], fixes: [StateNoPublishedFix.self])
        #expect(result.files["Models.swift"]?.fixed == """
        import Combine
        import Observation

        /// Detail of one row.
        final class DetailModel: ObservableObject {
            @Published var title = ""
            init(id: Int) {}
        }

        @Observable
        final class ListModel {
            var rows: [Int] = [] // shown in ListScreen
        }

        enum Feature {
            #if os(iOS)
            final class Badge: ObservableObject { @Published var count = 0 }
            #endif
            final class Pinger: ObservableObject { @Published var last = 0 }
        }
        """)
        #expect(result.files["Views.swift"]?.fixed == views.replacingOccurrences(of: "@StateObject private var model = ListModel()",
                                                                                 with: "@State private var model = ListModel()"))
        let root = FixHarness.virtualRoot
        // Sorted by the declaring file, then by class name; paths relative to the working directory.
        #expect(result.notes.map(\.message) == [
            "Badge not migrated: StateObject(…) builds a property wrapper by hand (Views.swift:22).",
            "DetailModel not migrated: StateObject(…) builds a property wrapper by hand (Views.swift:8).",
            "Pinger not migrated: objectWillChange is used (Views.swift:29).",
        ])
        #expect(result.notes.allSatisfy { $0.path == root + "/Models.swift" })
    }

    @Test("A wrapper holding a static member declared with a type is followed; an unknown one keeps every class, each with a note")
    func staticMembers() {
        let source = """
        import SwiftUI

        final class Session: ObservableObject {
            static let shared = Session()
            @Published var user: String?
        }

        final class Settings: ObservableObject {
            @Published var theme = "light"
            static func make() -> Settings { Settings() }
        }

        struct Root: View {
            @ObservedObject var session = Session.shared // one for the app
            @ObservedObject private var settings = Settings.make()
            var body: some View {
                Text(session.user ?? settings.theme)
                    .environmentObject(Session.shared)
            }
        }
        """
        FixHarness.expect(source, becomes: """
        import SwiftUI

        @Observable
        final class Session {
            static let shared = Session()
            var user: String?
        }

        @Observable
        final class Settings {
            var theme = "light"
            static func make() -> Settings { Settings() }
        }

        struct Root: View {
            var session = Session.shared // one for the app
            private var settings = Settings.make()
            var body: some View {
                Text(session.user ?? settings.theme)
                    .environment(Session.shared)
            }
        }
        """, count: 7, with: StateNoPublishedFix.self)

        let unknown = source.replacingOccurrences(of: "@ObservedObject var session = Session.shared", with: "@ObservedObject var session = Registry.current")
        let result = FixHarness.run(["Root.swift": unknown], fixes: [StateNoPublishedFix.self])
        #expect(result.files["Root.swift"]?.changed == false)
        let reason = "the @ObservedObject property 'session' (Root.swift:14) has no written type, so it could hold this class; write its type."
        #expect(result.notes.map(\.message) == ["Session not migrated: " + reason, "Settings not migrated: " + reason])
    }

    @Test("Each class left alone gets a note with its reason")
    func notes() {
        let source = """
        import Combine
        final class SearchModel: ObservableObject {
            @Published var query = ""
            init() { _ = $query.sink { print($0) } }
        }
        final class Feed: ObservableObject {
            @Published var items: [Int] = []
            lazy var formatter = NumberStyle()
        }
        class Base: ObservableObject { @Published var a = 0 }
        final class Child: Base { @Published var b = 0 }
        final class Prefs: ObservableObject, Codable { var theme = "light" }
        final class Plain { var value = 0 } // not a candidate: no note
        """
        let notes = FixHarness.run(["Models.swift": source], fixes: [StateNoPublishedFix.self]).notes.map(\.message)
        #expect(notes == [
            "Base not migrated: it is subclassed by Child.",
            "Feed not migrated: its stored property 'formatter' is lazy, which @Observable cannot track.",
            "Prefs not migrated: it is Codable, and @Observable would rename the stored properties its synthesised coding uses.",
            "SearchModel not migrated: its @Published property 'query' is used as a publisher ($query).",
        ])
    }

    @Test("A class that a file outside the run holds with a legacy wrapper is left alone, with a note naming the file")
    func filesOutsideTheRun() {
        let model = """
        import Combine

        // The catalog's state.
        final class CatalogViewModel: ObservableObject {
            @Published var query = ""

            enum Filter { case all, sale } // nested, untouched
        }

        #if DEBUG
        extension CatalogViewModel {
            static var preview: CatalogViewModel { CatalogViewModel() }
        }
        #endif
        """
        let screen = """
        import SwiftUI

        struct CatalogScreen: View {
            @StateObject private var viewModel = CatalogViewModel()
            var body: some View { Text(viewModel.query) }
        }
        """
        let run = ["Features/Catalog/CatalogViewModel.swift": model]
        let kept = FixHarness.run(run, outside: ["Features/Catalog/CatalogScreen.swift": screen], fixes: [StateNoPublishedFix.self])
        #expect(kept.files.values.allSatisfy { !$0.changed })
        #expect(kept.notes == [FixNote(path: FixHarness.virtualRoot + "/Features/Catalog/CatalogViewModel.swift",
                                       message: "CatalogViewModel not migrated: Features/Catalog/CatalogScreen.swift (not in this run) "
                                           + "uses it with @StateObject (line 4); include that file in the run.")])

        // With the screen in the run, both change together.
        let both = FixHarness.run(run.merging(["Features/Catalog/CatalogScreen.swift": screen]) { $1 }, fixes: [StateNoPublishedFix.self])
        #expect(both.files["Features/Catalog/CatalogScreen.swift"]?.fixed.contains("@State private var viewModel = CatalogViewModel()") == true)
        #expect(both.notes.isEmpty)

        let blocking = [
            "struct A: View {\n    @EnvironmentObject var model: CatalogViewModel\n    var body: some View { EmptyView() }\n}\n",
            "struct B: View {\n    var body: some View { EmptyView().environmentObject(CatalogViewModel()) }\n}\n",
            "func watch(_ model: CatalogViewModel) { _ = model.$query.sink { _ in } }\n",
            "func poke(_ model: CatalogViewModel) { model.objectWillChange.send() }\n",
            "// Uses CatalogViewModel somewhere.\nstruct C: View {\n    @ObservedObject var model = makeModel()\n    var body: some View { EmptyView() }\n}\nlet kind = CatalogViewModel.self\n",
            "final class SpecialCatalog: CatalogViewModel {}\n",
        ]
        for text in blocking {
            let result = FixHarness.run(run, outside: ["Other.swift": text], fixes: [StateNoPublishedFix.self])
            #expect(result.files.values.allSatisfy { !$0.changed }, "\(text)")
            #expect(result.notes.first?.message.hasPrefix("CatalogViewModel not migrated: Other.swift (not in this run) ") == true, "\(result.notes)")
        }

        let harmless = [
            "struct A: View {\n    let model: CatalogViewModel\n    var body: some View { Text(model.query) }\n}\n",
            "// CatalogViewModel is mentioned in a comment only.\nstruct B: View {\n    @StateObject var other = OtherModel()\n    var body: some View { EmptyView() }\n}\n",
            "struct C: View {\n    @StateObject var other = OtherModel()\n    @Bindable var model: CatalogViewModel\n    var body: some View { EmptyView() }\n}\n",
            "let note = \"CatalogViewModel with @StateObject\"\n",
        ]
        for text in harmless {
            let result = FixHarness.run(run, outside: ["Other.swift": text], fixes: [StateNoPublishedFix.self])
            #expect(result.files["Features/Catalog/CatalogViewModel.swift"]?.fixed.contains("@Observable\nfinal class CatalogViewModel {") == true, "\(text)")
            #expect(result.notes.isEmpty, "\(result.notes)")
        }
    }

    @Test("Type aliases are followed in the run; outside it, an alias or a use through one keeps the class")
    func typeAliases() {
        let model = """
        // The catalog's state, and the short name views use.
        final class CatalogViewModel: ObservableObject {
            @Published var query = ""
        }
        typealias CatalogModel = CatalogViewModel
        """
        let view = """
        import SwiftUI

        enum Catalog {
            struct Screen: View {
                @StateObject private var model = CatalogModel()
                var body: some View { Row(model: model) }
            }
            struct Row: View {
                @ObservedObject var model: CatalogModel
                var body: some View { Text(model.query) }
            }
        }
        """
        let both = FixHarness.run(["Model.swift": model, "View.swift": view], fixes: [StateNoPublishedFix.self])
        #expect(both.files["View.swift"]?.fixed == view
            .replacingOccurrences(of: "@StateObject private var model", with: "@State private var model")
            .replacingOccurrences(of: "@ObservedObject var model", with: "var model"))
        #expect(both.files["Model.swift"]?.fixed.contains("@Observable\nfinal class CatalogViewModel {\n    var query = \"\"") == true)
        #expect(both.notes.isEmpty)

        let throughAlias = FixHarness.run(["Model.swift": model], outside: ["View.swift": view], fixes: [StateNoPublishedFix.self])
        #expect(throughAlias.files.values.allSatisfy { !$0.changed })
        #expect(throughAlias.notes.map(\.message) == [
            "CatalogViewModel not migrated: View.swift (not in this run) uses it with @StateObject (line 5); include that file in the run.",
        ])

        let plainModel = "final class CatalogViewModel: ObservableObject {\n    @Published var query = \"\"\n}\n"
        let aliasOutside = FixHarness.run(["Model.swift": plainModel], outside: ["Alias.swift": "typealias Shortcut = CatalogViewModel\n"],
                                          fixes: [StateNoPublishedFix.self])
        #expect(aliasOutside.files.values.allSatisfy { !$0.changed })
        #expect(aliasOutside.notes.map(\.message) == [
            "CatalogViewModel not migrated: Alias.swift (not in this run) declares a type alias for it (Shortcut), whose uses elsewhere this run cannot follow.",
        ])
    }

    /// Fixes a run of files given by path (relative to a virtual project) and returns the results by path.
    /// Fixes a run of files with the migration; the run's input and output must type-check as one module.
    static func fixRun(_ files: [String: String], iOS targets: [String: Version] = [:],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: FileFixResult] {
        FixCompileCheck.expectCompiles(files: files, "run's input", sourceLocation: sourceLocation)
        let results = fixRunUnchecked(files, iOS: targets)
        FixCompileCheck.expectCompiles(files: results.mapValues(\.fixed), "run's output", sourceLocation: sourceLocation)
        return results
    }

    static func fixRunUnchecked(_ files: [String: String], iOS targets: [String: Version] = [:]) -> [String: FileFixResult] {
        let root = "/virtual-fix-project"
        let sources = files.keys.sorted().map { path -> FixSource in
            var configuration = Configuration(baseDirectory: root)
            configuration.platforms["iOS"] = targets[path] ?? Version(17, 0)
            let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: root)
            let absolute = root + "/" + path
            return FixSource(path: absolute, text: files[path] ?? "", placement: layout.placement(of: absolute))
        }
        let results = FixEngine.fix(sources, with: [StateNoPublishedFix.self], jobs: 2)
        var byPath: [String: FileFixResult] = [:]
        for result in results { byPath[String(result.path.dropFirst(root.count + 1))] = result }
        return byPath
    }

    @Test("_x = Published(initialValue:) in an initializer becomes self.x = …; weak and unowned properties do not block")
    func publishedInitialValues() {
        FixHarness.expect("""
        import SwiftUI

        final class Owner {}

        final class Editor: ObservableObject {
            @Published var title: String
            @Published private(set) var count: Int
            weak var delegate: Owner?
            unowned var owner: Owner

            init(title: String, owner: Owner) {
                _title = Published(initialValue: title) // as given
                self._count = Published(wrappedValue: 0)
                self.owner = owner
            }
        }

        struct EditorScreen: View {
            @StateObject private var editor = Editor(title: "Draft", owner: Owner.shared)
            var body: some View { Text(editor.title) }
        }

        extension Owner { static let shared = Owner() }
        """, becomes: """
        import SwiftUI

        final class Owner {}

        @Observable
        final class Editor {
            var title: String
            private(set) var count: Int
            weak var delegate: Owner?
            unowned var owner: Owner

            init(title: String, owner: Owner) {
                self.title = title // as given
                self.count = 0
                self.owner = owner
            }
        }

        struct EditorScreen: View {
            @State private var editor = Editor(title: "Draft", owner: Owner.shared)
            var body: some View { Text(editor.title) }
        }

        extension Owner { static let shared = Owner() }
        """, count: 6, with: StateNoPublishedFix.self)
    }

    @Test("@StateObject over a creation that does work keeps the class, with a note; plain creations move")
    func stateObjectSideEffects() {
        let source = """
        import SwiftUI

        final class Fetcher: ObservableObject {
            @Published var items: [Item] = []
            init() {
                Task { await load() } // starts a fetch
            }
        }

        final class Service {}

        final class Subscriber: ObservableObject {
            @Published var value = 0
            private let service = Service()
        }

        final class Counter: ObservableObject {
            @Published var count: Int
            init(start: Int) { count = start }
        }

        final class Labelled: ObservableObject {
            @Published var label = ""
        }

        final class Greeter: ObservableObject {
            @Published var text = ""
        }

        extension Greeter {
            convenience init(name: String) {
                self.init()
                track("greeted")
            }
        }

        struct Screen: View {
            @StateObject private var fetcher = Fetcher()
            @StateObject private var subscriber = Subscriber()
            @StateObject private var counter = Counter(start: 1)
            @StateObject private var labelled = Labelled.init()
            @StateObject private var greeter = Greeter(name: "Ada")
            var body: some View { Text("\\(fetcher.items.count) \\(subscriber.value) \\(counter.count) \\(labelled.label)") }
        }

        struct Other: View {
            @StateObject private var counter = Counter(start: Int.random(in: 0..<9))
            var body: some View { Text("\\(counter.count)") }
        }
        """
        let run = FixHarness.run(["Screen.swift": source], fixes: [StateNoPublishedFix.self])
        #expect(run.notes.map(\.message) == [
            "Counter not migrated: the @StateObject property 'counter' (Screen.swift:47) creates it and its argument `Int.random(in: 0..<9)` may do work, "
                + "which @State would repeat whenever the view is re-created.",
            "Fetcher not migrated: the @StateObject property 'fetcher' (Screen.swift:38) creates it and its init runs `Task { await load() }`, "
                + "which @State would repeat whenever the view is re-created.",
            "Greeter not migrated: the @StateObject property 'greeter' (Screen.swift:42) creates it and its init runs `track(\"greeted\")`, "
                + "which @State would repeat whenever the view is re-created.",
            "Subscriber not migrated: the @StateObject property 'subscriber' (Screen.swift:39) creates it and its stored property default `Service()` may do work, "
                + "which @State would repeat whenever the view is re-created.",
        ])
        let fixed = run.files["Screen.swift"]?.fixed ?? ""
        #expect(fixed.contains("@Observable\nfinal class Labelled {"))
        #expect(fixed.contains("@State private var labelled = Labelled.init()"))
        #expect(fixed.contains("final class Counter: ObservableObject"))
        FixCompileCheck.expectCompiles(fixed, "output")
    }

    @Test("A class whose file targets iOS 16 stays, with a note naming the target")
    func oldTargetNote() {
        let run = FixHarness.run(["Old.swift": "final class Old: ObservableObject { @Published var value = 0 }\n"],
                                 iOS: ["Old.swift": Version(16, 0)], fixes: [StateNoPublishedFix.self])
        #expect(run.files["Old.swift"]?.changed == false)
        #expect(run.notes.map(\.message) == ["Old not migrated: its file targets a release below iOS 17 or macOS 14 (iOS 16.0), the first with Observation."])
    }

    @Test("A generic requiring ObservableObject keeps only the classes passed to it; an argument of unknown type keeps all")
    func genericConstraints() {
        let source = """
        import SwiftUI

        final class Held: ObservableObject { @Published var value = 0 }
        final class Typed: ObservableObject { @Published var value = 0 }
        final class Free: ObservableObject { @Published var value = 0 }

        struct Observing<Model: ObservableObject>: View {
            @ObservedObject var model: Model
            var body: some View { Text("observing") }
        }

        func inspect<T>(_ object: T) where T: ObservableObject {}

        struct Screen: View {
            let held: Held
            var body: some View {
                Observing(model: held)
                    .onAppear { inspect(Typed()) }
            }
        }
        """
        let run = FixHarness.run(["Screen.swift": source], fixes: [StateNoPublishedFix.self])
        #expect(run.notes.map(\.message) == [
            "Held not migrated: it is passed to Observing (Screen.swift:17), whose generic parameter requires ObservableObject.",
            "Typed not migrated: it is passed to inspect (Screen.swift:18), whose generic parameter requires ObservableObject.",
        ])
        let fixed = run.files["Screen.swift"]?.fixed ?? ""
        #expect(fixed.contains("@Observable\nfinal class Free { var value = 0 }"))
        FixCompileCheck.expectCompiles(fixed, "output")

        let unknown = source.replacingOccurrences(of: "inspect(Typed())", with: "inspect(Registry.current)")
        let notes = FixHarness.run(["Screen.swift": unknown], fixes: [StateNoPublishedFix.self]).notes.map(\.message)
        #expect(notes.contains("Free not migrated: a value whose type the syntax does not show is passed to inspect (Screen.swift:18), "
            + "whose generic parameter requires ObservableObject."))
    }
}
