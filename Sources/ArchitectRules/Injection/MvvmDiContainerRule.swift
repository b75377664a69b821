import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a dependency container that is not an `@Observable` class, and one the `@main` App holds
/// without putting it into the environment.
struct MvvmDiContainerRule: SyntaxRule {
    static let containerTypes = Option<[String]>("containerTypes", default: ["DependencyContainer"],
        "The type names of the app's dependency container.")

    static let description = RuleDescription(
        id: "mvvm-di-container", title: "One observable container, injected at the App root", category: .di, impact: .must,
        presets: [.mvvm],
        rationale: """
        In the MVVM guide the services and repositories of the app hang off one \
        `DependencyContainer`, an `@Observable` class that the `@main` App creates and hands to the \
        whole scene with `.environment(container)`, so that any view can read it with \
        `@Environment(DependencyContainer.self)`. A container that is not `@Observable` cannot be \
        put into the environment by type, and one the App keeps but never injects leaves the views \
        to find it some other way. Reported, at the name: a class named as in `containerTypes` \
        without `@Observable` (an `ObservableObject` too), and a struct or actor of that name \
        (neither can be the observable reference the environment shares); and, in a `@main` App, \
        a stored property holding the container (by its written type or its `DependencyContainer()` \
        initial value) that no `.environment(name)` in the App passes on (`.environmentObject` does \
        not count). Left alone: an App that builds the container inline (`.environment(DependencyContainer())`) \
        or does not mention it at all, since where else it may be created is not visible in one \
        file; extensions, test files and `#if DEBUG` code.
        """,
        options: [containerTypes],
        triggering: [
            RuleExample("""
            final class ↓DependencyContainer: ObservableObject {
                lazy var productRepository: ProductRepository = ProductRepositoryImpl()
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var ↓container = DependencyContainer()
                @StateObject private var ↓legacy: DependencyContainer = .init()
                var body: some Scene {
                    WindowGroup { SplashScreen() }
                        .environmentObject(legacy)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Core {
                struct ↓DependencyContainer {
                    let network = NetworkService()
                }
                actor ↓AppContainer {}
            }
            #endif
            """, options: ["containerTypes": .strings(["DependencyContainer", "AppContainer"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // A DependencyContainer that is not @Observable would be reported.
            @Observable final class DependencyContainer {
                lazy var productRepository: ProductRepository = ProductRepositoryImpl()
            }
            final class DependencyContainerBuilder {}
            extension DependencyContainer { func reset() {} }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var container = DependencyContainer()
                @State private var router = AppRouter()
                var body: some Scene {
                    WindowGroup {
                        SplashScreen()
                            .environment(router)
                    }
                    .environment(self.container)
                }
            }
            """),
            RuleExample("""
            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }.environment(DependencyContainer())
                }
            }
            struct Preview: App {
                let container = DependencyContainer()
                var body: some Scene { WindowGroup { RootView() } }
            }
            #if DEBUG
            final class DependencyContainer {}
            #endif
            """),
            RuleExample("""
            final class DependencyContainer {}
            """, path: "Tests/AppTests/Support/Container.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        guard configuration[Self.containerTypes].contains(node.name.text), !file.isTestFile,
              SyntaxQueries.attribute("Observable", in: node.attributes) == nil, !SyntaxQueries.isDebugOnly(node) else { return }
        report(node.name, "`\(node.name.text)` is not `@Observable`; mark the class `@Observable` so the App can inject it with `.environment(_:)`.", in: file)
    }

    func visit(_ node: ActorDeclSyntax, in file: FileContext) {
        guard configuration[Self.containerTypes].contains(node.name.text), !file.isTestFile, !SyntaxQueries.isDebugOnly(node) else { return }
        report(node.name, "`\(node.name.text)` is an actor; make it an `@Observable` final class so the App can inject it with `.environment(_:)`.", in: file)
    }

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        let names = configuration[Self.containerTypes]
        guard !file.isTestFile, !SyntaxQueries.isDebugOnly(node) else { return }
        if names.contains(node.name.text) {
            report(node.name, "`\(node.name.text)` is a struct; make it an `@Observable` final class so the App can inject it with `.environment(_:)`.", in: file)
            return
        }
        guard SyntaxQueries.attribute("main", in: node.attributes) != nil,
              SyntaxQueries.inherits(node.inheritanceClause, named: "App"), names.contains(where: file.mentions) else { return }
        let injected = Self.environmentArguments(in: node)
        for property in SyntaxQueries.storedProperties(in: [node.memberBlock]) {
            guard let type = Self.containerType(of: property.binding, among: Set(names)), !injected.contains(property.name.text) else { continue }
            report(property.name, "The App holds `\(property.name.text)` but never injects it; add `.environment(\(property.name.text))` to the root scene so views can read `\(type)`.", in: file)
        }
    }

    /// The names passed alone to `.environment(_:)` anywhere in the App (`container`, `self.container`).
    static func environmentArguments(in app: StructDeclSyntax) -> Set<String> {
        let calls = SyntaxQueries.calls(in: app.memberBlock) { SyntaxQueries.isMemberCall($0, named: "environment") }
        return Set(calls.compactMap { call -> String? in
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
            let text = argument.expression.trimmedDescription
            return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        })
    }

    /// The container type a binding holds, by its written type or its initial value.
    static func containerType(of binding: PatternBindingSyntax, among names: Set<String>) -> String? {
        if let type = binding.typeAnnotation?.type, let name = SyntaxQueries.plainTypeName(type), names.contains(name) { return name }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let name = SyntaxQueries.constructedTypeName(call), names.contains(name) { return name }
        return nil
    }
}
