import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `NotificationCenter.default.addObserver`, which needs manual removal; `notifications(named:)` does not.
struct ConcAsyncsequenceStreamsRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-asyncsequence-streams", title: "Observe notifications with an async sequence", category: .conc, impact: .critical,
        severity: .warning, presets: [.recommended, .optimise, .clinic],
        rationale: """
        An observer registered with `addObserver` lives until someone removes it. Forget the \
        matching `removeObserver` (or the token it returned) and notifications keep arriving at a \
        stale handler or a released object. Iterating `NotificationCenter.default.notifications(named:)` \
        inside `.task` or another structured task ends by itself when the task is cancelled. \
        The rule reports the block form of `addObserver(forName:object:queue:using:)` called \
        directly on `NotificationCenter.default` (also `Foundation.NotificationCenter.default`), \
        with the finding on `NotificationCenter`, unless the enclosing type (or, at the top \
        level, the file) also calls `removeObserver`: the removal is then taken care of. Left \
        alone: the selector form `addObserver(_:selector:name:object:)`, whose observer the \
        system has dropped by itself since iOS 9 when it is deallocated, `publisher(for:)` (the documents \
        disagree on Combine, so it stays out of this rule), `post`, `removeObserver`, key-value \
        observing, centers reached through a variable, whose type the syntax cannot confirm, \
        and observers registered in a class inheriting from a UIKit or AppKit type (a view \
        controller or view: `.task` is SwiftUI's, and such an observer lives and dies with the \
        controller, usually through `[weak self]`).
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ReachabilityModel {
                var online = true
                private var token: NSObjectProtocol?
                func start() {
                    token = ↓NotificationCenter.default.addObserver(forName: .reachabilityChanged, object: nil, queue: .main) { _ in
                        self.online.toggle()
                    }
                }
            }
            """),
            RuleExample("""
            final class KeyboardWatcher: NSObject {
                func start() {
                    ↓NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
                        self.shown = true
                    }
                }
            }
            final class Unrelated {
                deinit { NotificationCenter.default.removeObserver(self) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension SessionStore {
                func listen() {
                    ↓Foundation.NotificationCenter
                        .default
                        .addObserver(forName: .sessionExpired, object: nil, queue: nil, using: expire)
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .shareClosed, object: nil, queue: nil) { [weak self] _ in
                        self?.close()
                    }
                }
            }
            """),
            RuleExample("""
            final class KeyboardWatcher: NSObject {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc private func keyboardShown() {}
            }

            final class PlayerObserver {
                private var token: NSObjectProtocol?
                func start() {
                    token = NotificationCenter.default.addObserver(forName: .didPlayToEnd, object: nil, queue: .main) { _ in }
                }
                deinit { if let token { NotificationCenter.default.removeObserver(token) } }
            }
            """),
            RuleExample("""
            @Observable @MainActor
            final class ReachabilityModel {
                var online = true
                // NotificationCenter.default.addObserver is not needed here.
                func start() async {
                    for await _ in NotificationCenter.default.notifications(named: .reachabilityChanged) {
                        online.toggle()
                    }
                }
            }
            """),
            RuleExample("""
            func announce() {
                NotificationCenter.default.post(name: .sessionExpired, object: nil)
                NotificationCenter.default.removeObserver(observerToken as Any)
            }
            let stream = NotificationCenter.default.publisher(for: .sessionExpired)
            """),
            RuleExample("""
            func watch(_ player: AVPlayer, center: NotificationCenter) {
                player.addObserver(observer, forKeyPath: "rate", options: [.new], context: nil)
                center.addObserver(forName: .timeJumped, object: nil, queue: nil) { _ in }
                let note = "NotificationCenter.default.addObserver"
                print(note)
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["addObserver"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.declName.baseName.text == "addObserver",
              let center = method.base?.as(MemberAccessExprSyntax.self), center.declName.baseName.text == "default",
              let type = center.base, isNotificationCenter(type),
              !call.arguments.contains(where: { $0.label?.text == "selector" }), !removesObservers(around: call, in: file),
              !isInPlatformUIType(call) else { return }
        report(type, "`NotificationCenter.default.addObserver` needs a matching removal; iterate `notifications(named:)` in a `.task` so observation ends with the task.", in: file)
    }

    /// Whether the call sits in a class that inherits from a UIKit or AppKit type (a view
    /// controller, a view): the advice to iterate in `.task` is SwiftUI's, and such a class's
    /// observer lives and dies with the controller.
    private func isInPlatformUIType(_ call: FunctionCallExprSyntax) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: call)?.as(ClassDeclSyntax.self) else { return false }
        return SyntaxQueries.inheritedNames(owner.inheritanceClause).contains(where: TypeRoles.isPlatformUIType)
    }

    /// Whether the enclosing type (or the file, for top-level code) calls `removeObserver`.
    private func removesObservers(around call: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        guard file.mentions("removeObserver") else { return false }
        let removes = { (call: FunctionCallExprSyntax) in SyntaxQueries.calledName(call) == "removeObserver" }
        if let owner = SyntaxQueries.enclosingTypeDeclaration(of: call), let members = DeclarationLookup.memberBlock(of: owner) {
            return !SyntaxQueries.calls(in: members, where: removes).isEmpty
        }
        return !SyntaxQueries.calls(in: file.tree, where: removes).isEmpty
    }

    /// `NotificationCenter` or `Foundation.NotificationCenter`.
    private func isNotificationCenter(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "NotificationCenter" }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "NotificationCenter",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "Foundation"
        }
        return false
    }
}
