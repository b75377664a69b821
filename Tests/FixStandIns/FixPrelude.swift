// Declarations the fix examples share (model types, services, helpers), so that each example
// type-checks without repeating them. `FixCompileCheck` compiles this file into a module that
// every example imports implicitly; an example's own declaration of a name shadows this one.
// It is not a SwiftPM target.

@_exported import SwiftUI

/// A row of the examples' lists.
public struct Item: Identifiable, Hashable {
    public let id: Int
    public var title: String
    public var name: String
    public init(id: Int = 0, title: String = "", name: String = "") { fatalError() }
}

public struct Person: Identifiable, Hashable {
    public let id: Int
    public var name: String
    public init(id: Int = 0, name: String = "") { fatalError() }
}

public struct Row: View {
    public init(item: Item) { fatalError() }
    public init(person: Person) { fatalError() }
    public init(title: String) { fatalError() }
    public var body: some View { Text("row") }
}

public struct Card: View {
    public init(title: String = "") { fatalError() }
    public var body: some View { Text("card") }
}

/// An `@Observable` model of the examples.
@Observable
public final class FeedModel {
    public var items: [Item] = []
    public init() {}
    public func load(_ values: Any...) {}
    public func reload() async throws {}
    public func markSeen() {}
    public func handle(_ value: Int) {}
    public func update(_ values: Any...) {}
}

/// A model instance the examples' views use without declaring it.
public let model = FeedModel()

public struct Sidebar: View {
    public init() { fatalError() }
    public var body: some View { Text("sidebar") }
}

public struct Detail: View {
    public init() { fatalError() }
    public var body: some View { Text("detail") }
}

/// Look-alikes of SwiftUI names that the fixes must leave alone.
public struct MyNavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: some View { Text("look-alike") }
}

public struct MyList<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: some View { Text("look-alike") }
}

extension View {
    public func myOnChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public static func printChanges() {}
}

/// A reducer builder of another library, whose `_printChanges()` is not SwiftUI's.
public struct Feature {
    public init() { fatalError() }
    public func _printChanges() -> Feature { self }
}

public struct Reduce {
    public init(_ build: () -> Feature) { fatalError() }
}

public enum Mode { case a }
public var mode = Mode.a

public struct Pair: Equatable {
    public var first = 0
    public var second = 0
}
public var pair = Pair()

public struct Badge: View {
    public init(count: Int) { fatalError() }
    public var body: some View { Text("badge") }
}

/// Screens a preview shows through a value.
public var sampleScreens: Text { fatalError() }

public var value = 0
public var items: [Item] = []

public func load(_ values: Any...) {}
public func refresh(_ values: Any...) {}
public func save(_ values: Any...) {}
public func remove(at offsets: IndexSet) {}
public func fetch() async throws {}
public func track(_ event: String) {}
public func start() {}
public func keep<T>(_ value: T) {}
public func use<T>(_ value: T) {}
public func compare<T>(_ old: T, _ new: T) {}
public func run(_ values: Any...) {}

/// A helper class the examples' models hold.
public final class NumberStyle {
    public init() {}
}
