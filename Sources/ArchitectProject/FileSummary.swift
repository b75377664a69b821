import ArchitectCore
import ArchitectSyntax

/// An `import` statement.
public struct ImportSummary: Sendable, Hashable, Codable {
    /// The imported module (first path component: `SwiftUI` for `import SwiftUI.View`).
    public let module: String
    /// Whether it is `@testable`.
    public let testable: Bool
    /// Where the `import` keyword (or its first attribute) is.
    public let location: SourcePoint
}

/// A stored or computed property of a type.
public struct PropertySummary: Sendable, Hashable, Codable {
    public let name: String
    /// The declared type as written, trimmed (empty when inferred).
    public let typeText: String
    /// Attribute names without `@` (`State`, `Published`, …).
    public let attributes: [String]
    /// `let` rather than `var`.
    public let isLet: Bool
    /// Whether it is stored (no accessor block).
    public let isStored: Bool
    /// Whether it is `static` or `class`.
    public let isStatic: Bool
    /// The initializer expression as written, trimmed, if any.
    public let initializerText: String?
    public let location: SourcePoint
    /// Where the declared type starts (the type after `:`), when the type is written.
    public var typeLocation: SourcePoint? = nil
    /// The last name of the declared type, through optionals and attributes (`Repo` for `Data.Repo?`);
    /// nil for inferred, existential, opaque, function, tuple and collection types.
    public var typeName: String? = nil
    /// The name the initializer calls when it is a call (`NavigationPath` for `= NavigationPath()`
    /// or `= SwiftUI.NavigationPath()`), nil otherwise.
    public var initializerCallee: String? = nil
    /// Declaration modifiers as written (`private`, `private(set)`, `static`, `lazy`, …).
    public var modifiers: [String] = []
    /// The declared type's name when it is one plain type, `T`, `T?`, `T!` or `Module.T` (no
    /// generic arguments; see `SyntaxQueries.plainTypeName`), read from the tree so that project
    /// rules need not parse `typeText`.
    public var plainTypeName: String? = nil

    /// Whether code outside the type can read the property (`private(set)` still can).
    public var isReadableOutsideType: Bool {
        !modifiers.contains("private") && !modifiers.contains("fileprivate")
    }
}

/// One parameter of an initializer.
public struct ParameterSummary: Sendable, Hashable, Codable {
    /// The argument label as written (`_` when there is none).
    public let label: String
    /// The parameter's internal name.
    public let name: String
    /// The type as written, trimmed.
    public let typeText: String
    /// Where the type starts.
    public let typeLocation: SourcePoint
    /// The last name of the type, as for `PropertySummary.typeName`.
    public let typeName: String?
    /// The default value as written, trimmed, if any.
    public let defaultText: String?
}

/// An `init` declared in a type's own body.
public struct InitializerSummary: Sendable, Hashable, Codable {
    public let parameters: [ParameterSummary]
    /// Where the `init` keyword is.
    public let location: SourcePoint
}

/// A declared type: struct, class, enum, protocol or actor.
public struct TypeSummary: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
        case `struct`, `class`, `enum`, `protocol`, actor
    }

    public let kind: Kind
    public let name: String
    /// Names of the enclosing types, outermost first (empty at top level).
    public let enclosingTypes: [String]
    /// Inherited types and conformances from its own clause, last name component only.
    public let inherited: [String]
    /// Attribute names without `@` (`Observable`, `MainActor`, …).
    public let attributes: [String]
    /// Modifiers such as `final`, `public`, `private`.
    public let modifiers: [String]
    public let properties: [PropertySummary]
    /// Names of the methods it declares.
    public let methods: [String]
    public let location: SourcePoint
    /// Whether it sits inside `#if DEBUG`.
    public let isDebugOnly: Bool
    /// The initializers declared in its own body (not in extensions).
    public var initializers: [InitializerSummary] = []

    /// The dotted name, `Outer.Inner`.
    public var qualifiedName: String { (enclosingTypes + [name]).joined(separator: ".") }
}

/// An `extension`, with the conformances it adds.
public struct ExtensionSummary: Sendable, Hashable, Codable {
    /// The extended type as written (`Outer.Inner` or `Inner`), last component in `baseName`.
    public let extendedType: String
    public let inherited: [String]
    public let methods: [String]
    public let location: SourcePoint
    /// The names of the `static` (or `class`) properties it declares.
    public var staticProperties: [String] = []

    /// The last component of the extended type's name.
    public var baseName: String { UTF8Text.lastComponent(of: extendedType, separatedBy: ".") }
}

/// A `typealias`, with the plain type it names.
public struct TypeAliasSummary: Sendable, Hashable, Codable {
    public let name: String
    /// The last name of the aliased type when it is one plain type (`SwiftUI.Router` gives
    /// `Router`), nil for generic, function, tuple and composed types.
    public let target: String?
}

/// Everything cross-file rules need to know about one file, as plain values.
public struct FileSummary: Sendable, Hashable, Codable {
    public var path: String
    public let imports: [ImportSummary]
    public let types: [TypeSummary]
    public let extensions: [ExtensionSummary]
    /// Whether the file declares `@main`.
    public let hasMainAttribute: Bool
    /// Possible singleton uses that `di-no-hidden-singleton` noted during the walk.
    public var singletonUses: [SingletonUse] = []
    /// Static member references file rules noted during the walk, each tagged with its `kind`.
    public var memberReferences: [MemberReference] = []
    /// Environment reads, injections and preview facts the environment rules noted during the walk.
    public var environmentFacts: [EnvironmentFact] = []
    /// The typealiases declared at file level and in type bodies (not in functions).
    public var typeAliases: [TypeAliasSummary] = []

    public init(path: String, imports: [ImportSummary], types: [TypeSummary], extensions: [ExtensionSummary], hasMainAttribute: Bool) {
        self.path = path
        self.imports = imports
        self.types = types
        self.extensions = extensions
        self.hasMainAttribute = hasMainAttribute
    }
}
