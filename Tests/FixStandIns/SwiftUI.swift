// A stand-in for Apple's SwiftUI, written for the fix tests: the declarations the fixes read and
// write, with the shapes the compiler needs to accept or reject code (signatures only, every body
// traps). `FixCompileCheck` compiles it into a module named `SwiftUI` next to the Combine stand-in
// and type-checks each fix example's input and output against it. It is never linked or run, and
// it is not a SwiftPM target. Availability attributes document the releases; on Linux the compiler
// does not check them, so the fixes' own target checks are tested separately.

@_exported import Combine
@_exported import Observation

// MARK: - Views and builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> { fatalError() }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() { fatalError() }
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
    public init(_ value: String) { fatalError() }
}

public struct Text: View, Equatable {
    public init(_ key: LocalizedStringKey) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public var body: Never { fatalError() }
    public func bold() -> Text { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
}

public struct Image: View {
    public init(_ name: String) { fatalError() }
    public init(systemName: String) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Font: Hashable {
    public static let body = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let caption = Font()
    init() { fatalError() }
}

public struct Color: View, Hashable {
    public static let red = Color()
    public static let blue = Color()
    public static let green = Color()
    public static let clear = Color()
    public static let primary = Color()
    public static let secondary = Color()
    init() { fatalError() }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { fatalError() }
}

public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
}

public enum HorizontalAlignment { case leading, center, trailing }
public enum VerticalAlignment { case top, center, bottom }

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ProgressView: View {
    public init() { fatalError() }
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init() { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - Lists

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> { fatalError() }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> { fatalError() }
}

extension List {
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

// MARK: - Navigation

public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
    public var body: Never { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
}

public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() { fatalError() }
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() { fatalError() }
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() { fatalError() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { fatalError() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { fatalError() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { fatalError() }
}

// MARK: - Modifiers

public struct EdgeSet: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = EdgeSet(rawValue: 15)
    public static let horizontal = EdgeSet(rawValue: 3)
    public static let vertical = EdgeSet(rawValue: 12)
}

extension View {
    public func padding(_ length: Double? = nil) -> some View { self }
    public func padding(_ edges: EdgeSet, _ length: Double? = nil) -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func foregroundStyle(_ color: Color) -> some View { self }
    public func background(_ color: Color) -> some View { self }
    public func frame(width: Double? = nil, height: Double? = nil) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts `action` when the view appears and cancels it when the view disappears (iOS 15).
    /// The closure cannot throw: a body that does must catch its errors itself.
    @available(iOS 15.0, macOS 12.0, *)
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }
    @available(iOS 15.0, macOS 12.0, *)
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// The iOS 14 form, deprecated in iOS 17: the closure gets the new value.
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    /// The iOS 17 form with the old and the new value.
    @available(iOS 17.0, macOS 14.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    /// The iOS 17 form with no value.
    @available(iOS 17.0, macOS 14.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    @available(iOS 17.0, macOS 14.0, *)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

    /// Prints, from inside `body`, what made the view update (debug builds only).
    public static func _printChanges() { fatalError() }
    /// Logs what made the view update (iOS 17, debug builds only).
    @available(iOS 17.0, macOS 14.0, *)
    public static func _logChanges() { fatalError() }
}

public protocol ListStyle {}
public struct PlainListStyle: ListStyle {
    public init() { fatalError() }
}
public struct InsetGroupedListStyle: ListStyle {
    public init() { fatalError() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { fatalError() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { fatalError() }
}

public enum DynamicTypeSize: Hashable, CaseIterable {
    case small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1
}

public struct TextEditor: View {
    public init(text: Binding<String>) { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - State and data flow

public protocol DynamicProperty {}

public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension Binding {
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    public init(wrappedValue: ObjectType) { fatalError() }
    public init(initialValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: Wrapper { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    public init() { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: Wrapper { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var dismiss: DismissAction { fatalError() }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set { fatalError() } }
}

public enum ColorScheme: Hashable, CaseIterable { case light, dark }

/// Foundation's types that SwiftUI's signatures use, declared here so that examples type-check
/// without loading Foundation (an example that imports Foundation gets the real ones).
public struct Locale {
    public init(identifier: String) { fatalError() }
}

public struct IndexSet: Sequence {
    public func makeIterator() -> IndexingIterator<[Int]> { fatalError() }
}

public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    public init(wrappedValue: Value) where Value: AnyObject & Observable { fatalError() }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: Bindable<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

// MARK: - Apps

public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

public protocol Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Previews

/// The `PreviewProvider` protocol of Xcode 11 to 14: a type with a static `previews` view.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

public enum PreviewLayout {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

public struct PreviewDevice: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
}

/// Traits of a `#Preview` (iOS 17); the fixes never write one.
@available(iOS 17.0, macOS 14.0, *)
public struct PreviewTrait<T> {
    public static var sizeThatFitsLayout: PreviewTrait<T> { fatalError() }
}

/// `#Preview("name") { view }`, the form the fixes write. Apple declares it available from
/// iOS 13 / macOS 10.15 (it needs Xcode 15, not a newer OS); only the variant with traits
/// needs iOS 17. Its expansion plugin does not exist on Linux: type-checking still checks the
/// closure, and reports one "external macro implementation" error that `FixCompileCheck` filters.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

@available(iOS 17.0, macOS 14.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Void>, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
