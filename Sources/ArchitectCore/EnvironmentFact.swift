/// A fact about environment objects that the environment rules note during the walk, for their
/// project half (`state-environment-injected`, `preview-environment-injected`): a read of an
/// object by its type, an injection of a value, a View constructed in a preview, or a method a
/// `View` extension calls. Only the project index can tell which injections reach which reads.
public struct EnvironmentFact: Sendable, Hashable, Codable {
    /// What the fact is about.
    public enum Kind: String, Sendable, Codable {
        /// `@Environment(T.self) var x` or `@EnvironmentObject var x: T`, non-optional.
        case read
        /// `.environment(value)` or `.environmentObject(value)`.
        case injection
        /// `T(…)` constructed inside a preview.
        case construction
        /// A method called inside a method of a `View` extension (`withTheme()` in `withEnvironments()`),
        /// or inside a preview.
        case call
        /// A function or method the project declares, with its return type as the value
        /// (`.type` when it is one plain type or an optional of one, else `.unknown`).
        case function
        /// A name with `preview` in it (any case) used in an expression or a type: every use of
        /// such a helper or View, to tell whether only previews use it.
        case reference
    }

    /// What the syntax says about an injected value's type.
    public enum Value: Sendable, Hashable, Codable {
        /// The type is written: `T(…)`, `x` declared `T` or initialised with `T(…)`.
        case type(String)
        /// A member of a value: `container.router`, with the container's type when it is known.
        case member(of: String?, named: String)
        /// A static member: `Router.shared`.
        case staticMember(of: String, named: String)
        /// The result of calling a function or method: `provider.make(…)`, `makeRouter()`, with
        /// what is known about the value it is called on (nil when nothing is, or for a plain call).
        indirect case result(of: Value?, named: String)
        /// The code's own environment read of this type passed on (`.environment(router)` where
        /// `router` is `@Environment(Router.self)`): it hands on a value, it never creates one.
        case reinjected(String)
        /// Nothing is known: the value could be of any type.
        case unknown
    }

    public let kind: Kind
    /// read: the type read; construction: the type built; call and function: the method's name.
    public let name: String
    /// injection: what its value is; function: its return type.
    public let value: Value?
    /// read: `object` for `@EnvironmentObject`, `observable` for `@Environment(T.self)`;
    /// injection: `object` for `.environmentObject`, `observable` for `.environment`.
    public let mechanism: String
    /// The innermost type (or extended type) the code is in, empty at file level.
    public let owner: String
    /// The innermost function (or `var`) the code is in, empty outside one.
    public let function: String
    /// Whether the innermost declaration around the code is an extension.
    public let inExtension: Bool
    /// The position of the `#Preview` or `PreviewProvider` the code is in (`line:column`), empty
    /// outside previews.
    public let preview: String
    /// Whether the code is inside `#if DEBUG` (and not a preview).
    public let debugOnly: Bool
    public let line: Int
    public let column: Int

    public init(kind: Kind, name: String, value: Value? = nil, mechanism: String = "", owner: String, function: String,
                inExtension: Bool, preview: String, debugOnly: Bool, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.value = value
        self.mechanism = mechanism
        self.owner = owner
        self.function = function
        self.inExtension = inExtension
        self.preview = preview
        self.debugOnly = debugOnly
        self.line = line
        self.column = column
    }
}
