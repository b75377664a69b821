import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `@unchecked Sendable` on types with unguarded mutable state, and `nonisolated(unsafe) var`.
struct ConcSwift6SendableRule: SyntaxRule {
    /// The `allowUncheckedInTests` option.
    static let allowUncheckedInTests = Option<Bool>("allowUncheckedInTests", default: true, "Skip `@unchecked Sendable` in files of test targets (test doubles).")

    /// The `lockTypes` option.
    static let lockTypes = Option<[String]>("lockTypes", default: defaultLockTypes,
                       "Type names that count as internal synchronisation when a stored property has them.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-swift6-sendable", title: "Do not silence Sendable checking on mutable state", category: .conc, impact: .critical,
        presets: [.recommended, .optimise, .clinic, .mvvm], aliases: ["mvvm-conc-no-unchecked-sendable"],
        rationale: """
        `@unchecked Sendable` and `nonisolated(unsafe)` tell the compiler to stop checking for data \
        races. On a type whose mutable state nothing guards, that brings back exactly the races \
        Swift 6 would have caught. Use an actor, `@MainActor`, an immutable `Sendable` value, or \
        guard the state with a lock and keep `@unchecked` for that case. \
        The rule reports (1) `@unchecked Sendable` in the inheritance clause of a class or of an \
        extension of a class, at the `@`, when the class has at least one mutable stored instance property \
        (`var` without getter/setter, including `lazy` and observed properties) and no stored \
        property whose type, or initializer call, is a lock (`lockTypes`: `NSLock`, \
        `NSRecursiveLock`, `Mutex`, `OSAllocatedUnfairLock`, `os_unfair_lock`, `DispatchQueue` by \
        default). For an extension the type's declaration must be in the same file; otherwise the \
        rule stays silent. Structs (Views and other SwiftUI types among them) are left alone: a \
        struct's `var` is copied, not shared, when it crosses an isolation boundary, and a \
        View's `@State` lives in SwiftUI's storage on the main actor, so neither is a data race. \
        Files in test targets are skipped unless `allowUncheckedInTests` is \
        false. (2) `nonisolated(unsafe) var`, at the modifier, in any file; `nonisolated(unsafe) let` \
        is left alone, and so is a `nonisolated(unsafe) var` of a type that also holds a lock \
        (`lockTypes`): that is the hand-made lock-guarded `Sendable` type, whose storage must \
        be spelled so. The rule cannot see stored properties inherited from a superclass or \
        declared in other files, nor tell whether the lock really guards every property, so a \
        type with any lock is trusted.
        """,
        options: [
            allowUncheckedInTests,
            lockTypes,
        ],
        presetOptions: [
            .clinic: ["allowUncheckedInTests": .bool(false)],
            .optimise: ["allowUncheckedInTests": .bool(false)],
            .mvvm: ["allowUncheckedInTests": .bool(false)],
        ],
        triggering: [
            RuleExample("""
            final class AppSettings: ↓@unchecked Sendable {
                var theme = "system"
                var fontSize = 14
            }
            """),
            RuleExample("""
            ↓nonisolated(unsafe) var sharedCache: [String: Data] = [:]
            enum Flags {
                ↓nonisolated(unsafe) static var verbose = false
            }
            """),
            RuleExample("""
            final class ImageStore {
                private var images: [URL: Data] = [:]
                let name: String
            }
            #if os(iOS)
            extension ImageStore: ↓@unchecked Swift.Sendable {}
            #endif

            final class Tally: Sendable {
                ↓nonisolated(unsafe) var count = 0
            }
            """),
            RuleExample("""
            enum Networking {
                final class TokenBox: NSObject, ↓@unchecked Sendable {
                    lazy var token: String = load()
                    private let label = "box"
                }
            }
            """),
            RuleExample("""
            final class SpyRepository: ↓@unchecked Sendable {
                var calls = 0
            }
            """, path: "Tests/AppTests/SpyRepository.swift", options: ["allowUncheckedInTests": .bool(false)]),
        ],
        nonTriggering: [
            RuleExample("""
            public struct PhotoViewer: View, @unchecked Sendable {
                @State private var selection: Photo?
                var body: some View { Text("photo") }
            }

            public struct RichText: Codable, Hashable, @unchecked Sendable {
                public var html = ""
            }

            final class TokenCache: Sendable {
                private let lock = NSLock()
                private nonisolated(unsafe) var tokens: [String: String] = [:]
                func token(for key: String) -> String? { lock.withLock { tokens[key] } }
            }
            """),
            RuleExample("""
            final class AtomicCounter: @unchecked Sendable {
                private let lock = NSLock()
                private var value = 0
                func increment() { lock.withLock { value += 1 } }
            }
            final class Registry: @unchecked Sendable {
                private let state = Mutex<[String]>([])
                private var hits = 0
            }
            """),
            RuleExample("""
            // Never write `nonisolated(unsafe) var` or `@unchecked Sendable` here.
            nonisolated(unsafe) let appVersion = "1.0"
            final class Box: @unchecked Sendable {
                let wrapped: NonSendableThing
                var description: String { "box" }
            }
            """),
            RuleExample("""
            final class SpyRepository: @unchecked Sendable {
                var calls = 0
            }
            """, path: "Tests/AppTests/SpyRepository.swift"),
            RuleExample("""
            actor AppSettings {
                var theme = "system"
            }
            final class Worker: @unchecked Sendable {
                private let queue: DispatchQueue
                private var pending: [Job] = []
                init(queue: DispatchQueue) { self.queue = queue }
            }
            extension RemoteType: @unchecked Sendable {}
            """),
        ]
    )

    /// The lock types recognised unless `lockTypes` says otherwise.
    static let defaultLockTypes = ["NSLock", "NSRecursiveLock", "Mutex", "OSAllocatedUnfairLock", "os_unfair_lock", "DispatchQueue"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        checkNonisolatedUnsafe(variable, in: file)
    }

    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        checkUnchecked(classDecl.inheritanceClause, storage: Syntax(classDecl), typeName: classDecl.name.text, in: file)
    }

    public func visit(_ structDecl: StructDeclSyntax, in file: FileContext) {
        checkUnchecked(structDecl.inheritanceClause, storage: Syntax(structDecl), typeName: structDecl.name.text, in: file)
    }

    public func visit(_ extensionDecl: ExtensionDeclSyntax, in file: FileContext) {
        let typeName = extensionDecl.extendedType.trimmedText
        guard uncheckedIsChecked(in: file) else { return }
        checkUnchecked(extensionDecl.inheritanceClause, storage: DeclarationLookup.typeDeclaration(named: typeName, in: file), typeName: typeName, in: file)
    }

    /// Whether `@unchecked Sendable` is checked in this file (test files may be allowed it).
    private func uncheckedIsChecked(in file: FileContext) -> Bool {
        !(file.isTestFile && configuration[Self.allowUncheckedInTests])
    }

    /// Reports an `@unchecked Sendable` conformance of a class (`storage`) with unguarded mutable state.
    private func checkUnchecked(_ clause: InheritanceClauseSyntax?, storage: Syntax?, typeName: String, in file: FileContext) {
        guard uncheckedIsChecked(in: file),
              let unchecked = TypeRoles.uncheckedSendable(in: clause), let storage, let members = DeclarationLookup.memberBlock(of: storage),
              storage.is(ClassDeclSyntax.self) else { return }
        let variables = TypeRoles.storedVariables(in: members)
        guard let mutable = variables.first(where: { $0.bindingSpecifier.tokenKind == .keyword(.var) }),
              !variables.contains(where: isLock) else { return }
        let property = SyntaxQueries.boundNames(mutable).first.map { "`\($0)`" } ?? "mutable properties"
        report(unchecked, "`\(typeName)` is marked @unchecked Sendable but \(property) is mutable with no lock guarding it; make it an actor, isolate it to @MainActor, or protect the state with a Mutex.", in: file)
    }

    private func checkNonisolatedUnsafe(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              let modifier = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail?.detail.text == "unsafe" })
        else { return }
        // Storage of a lock-guarded type has to be spelled `nonisolated(unsafe)`.
        if let owner = SyntaxQueries.enclosingTypeDeclaration(of: variable), let members = DeclarationLookup.memberBlock(of: owner),
           TypeRoles.storedVariables(in: members).contains(where: isLock) {
            return
        }
        let name = SyntaxQueries.boundNames(variable).first.map { "`\($0)`" } ?? "This variable"
        report(modifier, "\(name) is a `nonisolated(unsafe) var`, shared mutable state the compiler no longer checks; make it a `let`, isolate it to an actor, or guard it with a Mutex.", in: file)
    }

    /// Whether a stored property is a lock, by its declared type or by the type it is initialised with.
    private func isLock(_ variable: VariableDeclSyntax) -> Bool {
        let lockTypes = Set(configuration[Self.lockTypes])
        return variable.bindings.contains { binding in
            if let type = binding.typeAnnotation?.type, let name = SyntaxQueries.baseTypeName(type), lockTypes.contains(name) {
                return true
            }
            guard let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
            var callee = value.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                callee = base
            }
            return SyntaxQueries.calleeName(callee).map(lockTypes.contains) ?? false
        }
    }
}
