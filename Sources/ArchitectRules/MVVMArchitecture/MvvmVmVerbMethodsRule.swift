import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags non-private ViewModel methods whose names do not start with an imperative verb.
struct MvvmVmVerbMethodsRule: SyntaxRule {
    /// The `verbs` option.
    static let verbs = Option<[String]>(
        "verbs",
        default: ["fetch", "load", "delete", "submit", "create", "update", "save", "search", "refresh",
                  "add", "remove", "insert", "toggle", "select", "deselect", "reset", "clear", "retry", "reload", "send", "post",
                  "follow", "unfollow", "pin", "unpin", "mute", "unmute", "block", "unblock", "like", "unlike", "favorite",
                  "unfavorite", "bookmark", "share", "copy", "move", "sort", "filter", "mark", "set", "get", "make", "build",
                  "handle", "start", "stop", "pause", "resume", "play", "cancel", "open", "close", "show", "hide", "present",
                  "dismiss", "navigate", "go", "edit", "apply", "validate", "verify", "sign", "login", "logout", "log", "register",
                  "sync", "upload", "download", "translate", "prepare", "prevent", "configure", "setup", "bind", "observe",
                  "subscribe", "unsubscribe", "connect", "disconnect", "request", "check", "confirm", "accept", "reject",
                  "approve", "report", "track", "schedule", "import", "export", "process", "compute", "calculate", "format",
                  "convert", "increment", "decrement", "change", "replace", "restore", "archive", "enable", "disable",
                  "expand", "collapse", "invalidate", "pull", "push", "vote", "reply", "boost", "attach", "detach", "rename",
                  "duplicate", "complete", "finish", "begin", "end", "record", "scan", "fill", "store", "read", "write",
                  "use", "try", "perform", "run", "execute", "notify", "display", "render", "compose", "draft", "publish",
                  "purchase", "buy", "pick", "choose", "assign", "join", "leave", "invite", "dispatch", "trigger",
                  "focus", "scroll", "swipe", "drag", "drop", "zoom", "rotate", "resize", "preload", "prefetch", "cache",
                  "decode", "encode", "parse", "map", "merge", "split", "group", "clean", "discard", "ignore", "skip", "undo",
                  "redo", "authenticate", "authorize", "activate", "deactivate", "initialize", "clamp", "adjust", "retrieve"],
        "Verbs a non-private ViewModel method name may start with (whole words: `fetch` allows `fetchProducts`, not `fetcher`).")

    static let description = RuleDescription(
        id: "mvvm-vm-verb-methods", title: "ViewModel methods are named with verbs", category: .mvvmArchitecture, impact: .should,
        presets: [.mvvm],
        rationale: """
        A ViewModel's methods are the actions its screen can ask for, and the mvvm guide names \
        them as commands: `fetchProducts()`, `deleteProduct(_:)`, `submitForm()`. A view that \
        calls `viewModel.productsDidAppear()` or `viewModel.onSave()` says when something \
        happened instead of what should happen, and the ViewModel ends up shaped around one \
        screen's event handlers.

        Reported, at the name: an instance method, not `private` or `fileprivate`, declared in \
        a class named `…ViewModel` or in an extension of one (outside tests, previews and \
        `#if DEBUG`), whose name does not start with one of `verbs` as a whole word (the verb \
        followed by an upper-case letter, a digit, an underscore or nothing; `unPin` matches \
        `unpin`). The guide lists nine verbs and calls the list extendable; the default here \
        adds the common imperative verbs (`follow`, `toggle`, `play`, `handle`, `navigate`, …) \
        so that only names that are not commands remain: event names (`onSave`, \
        `statusDidAppear`), nouns (`products()`, `summary()`). Left alone: methods that return \
        `Bool` (queries such as `canSubmit()`), methods in an extension that adopts a protocol \
        (`extension FeedViewModel: StatusesFetcher`), whose names the protocol most likely fixes, \
        `static` and `override` methods, `@objc` \
        methods, operators, and methods of other types. A project whose commands use other \
        verbs adds them to `verbs`; a verb missing from the list is the rule's known false \
        positive.
        """,
        options: [verbs],
        triggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                func fetchProducts() async {}
                func ↓productsDidAppear() {}
                func ↓onSave() async {}
            }
            """),
            RuleExample("""
            extension CheckoutViewModel {
                public func ↓summary() -> String { "" }
                #if os(iOS)
                func ↓fetcher() {}
                #endif
            }
            """),
            RuleExample("""
            enum Orders {
                final class ListViewModel {
                    func ↓ordersSorted(by key: String) {}
                    func ↓archiveOrder(_ id: String) {}
                    func fetchOrders() async {}
                }
            }
            """, options: ["verbs": .strings(["fetch", "load", "delete"])]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable final class TimelineViewModel {}
            extension TimelineViewModel: GapLoadingFetcher {
                func statusDidAppear(status: Status) { visible.insert(status.id) }
                func statusDidDisappear(status: Status) { visible.remove(status.id) }
            }
            """),
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                // `func productsDidAppear()` would be reported.
                func fetchProducts() async {}
                func deleteProduct(_ id: String) async {}
                func submitForm() async {}
                func unPin() {}
                func load() {}
                func canSubmit() -> Bool { true }
                private func productsChanged() {}
                fileprivate func helper() {}
                static func stub() -> ProductViewModel { ProductViewModel() }
                override func viewDidLoad() {}
                @objc func notificationArrived() {}
            }
            """),
            RuleExample("""
            final class ProductService {
                func products() async -> [String] { [] }
            }
            struct RowViewModel {
                func title() -> String { "" }
            }
            """),
            RuleExample("""
            final class SpyProductViewModel {
                func productsDidAppear() {}
            }
            """, path: "Tests/AppTests/SpyProductViewModel.swift"),
            RuleExample("""
            #if DEBUG
            extension ProductViewModel {
                func previewState() {}
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true, case .identifier = function.name.tokenKind,
              !SyntaxQueries.isTypeMember(function.modifiers), !TypeRoles.isPrivate(function.modifiers),
              !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              SyntaxQueries.attribute("objc", in: function.attributes) == nil,
              SyntaxQueries.baseTypeName(function.signature.returnClause?.type ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void")))) != "Bool",
              !startsWithVerb(function.name.text), !Self.isInConformanceExtension(function),
              let viewModel = ViewModelShapes.enclosingViewModel(of: function, in: file) else { return }
        report(function.name, "`\(viewModel.name).\(function.name.text)` does not start with a verb; name the method for the action it performs (`fetchProducts()`, `deleteProduct(_:)`), or add its verb to `verbs`.", in: file)
    }

    /// Whether a method sits in an extension that adopts a protocol (`extension FeedViewModel:
    /// StatusesFetcher`): its name is most likely a requirement the protocol fixes.
    static func isInConformanceExtension(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: function)?.as(ExtensionDeclSyntax.self) else { return false }
        return type.inheritanceClause?.inheritedTypes.isEmpty == false
    }

    /// Whether a name starts with a configured verb as a whole word.
    private func startsWithVerb(_ name: String) -> Bool {
        let lowered = name.lowercased()
        for verb in configuration[Self.verbs] where !verb.isEmpty && lowered.hasPrefix(verb.lowercased()) {
            let rest = name.dropFirst(verb.count)
            guard let next = rest.first else { return true }
            if next.isUppercase || next.isNumber || next == "_" { return true }
        }
        return false
    }
}
