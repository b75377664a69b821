import ArchitectCore
import ArchitectProject

/// Flags a session service that offers no single call wiping the stored session.
struct PersistClearSessionRule: ProjectRule {
    static let sessionTypes = Option<[String]>("sessionTypes", default: ["SessionService"],
        "The type names of the session service (a protocol or a concrete type).")
    static let clearMethods = Option<[String]>("clearMethods", default: ["clearSession"],
        "The method names that count as wiping the session.")

    static let description = RuleDescription(
        id: "persist-clear-session", title: "The session service can clear the session", category: .state,
        impact: .must, presets: [.mvvm],
        rationale: """
        Signing out, a revoked token or a 401 must forget every piece of auth data at once; when \
        each caller deletes the keys it knows about, one is always left behind. The MVVM guide \
        gives `SessionService` a `clearSession()` that removes them all together. The rule reports, \
        at the name, a protocol, class, struct or actor of the project spelt exactly as one of \
        `sessionTypes` (`SessionService`) that declares no method named as in `clearMethods` \
        (`clearSession`), counting its extensions anywhere in the project and, for a concrete type, \
        the protocols it adopts and their extensions. Implementations named around the service \
        (`SessionServiceImpl`) are left alone: when the protocol requires `clearSession()` the \
        compiler makes them implement it, and when it does not the protocol is the one reported. \
        Also left alone: test files and `#if DEBUG` declarations. Whether the method really removes \
        every auth key, and does so atomically, is behaviour no summary of the code can show; only \
        its presence is checked. Methods declared inside an `#if` block of the type body are not seen.
        """,
        options: [sessionTypes, clearMethods],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                protocol ↓SessionService: AnyObject {
                    var accessToken: String? { get }
                    func save(token: String)
                    func signOut()
                }
                final class SessionServiceImpl: SessionService {
                    var accessToken: String?
                    func save(token: String) {}
                    func signOut() {}
                    func clearSession() {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                // clearSession() lives elsewhere, says the comment, but it does not.
                final class ↓SessionService {
                    func removeToken() {}
                    let note = "clearSession"
                }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionService+Extras.swift", """
                extension SessionService {
                    func clearCache() {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Auth/AuthSession.swift", """
                #if os(iOS)
                actor ↓AuthSession {
                    func store(_ token: String) {}
                }
                #endif
                """),
            ], options: ["sessionTypes": .strings(["AuthSession"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                protocol SessionService: AnyObject {
                    func save(token: String)
                    func clearSession()
                }
                final class SessionServiceImpl: SessionService {
                    func save(token: String) {}
                    func clearSession() {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                final class SessionService: SessionClearing {
                    func save(token: String) {}
                }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionClearing.swift", """
                protocol SessionClearing {}
                extension SessionClearing { func clearSession() {} }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionServiceError.swift", """
                enum SessionServiceError: Error { case missing }
                struct SessionServiceKey {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/SessionServiceTests.swift", """
                final class SessionService { func save() {} }
                """),
                ExampleFile("Sources/App/Debug/FakeSession.swift", """
                #if DEBUG
                final class SessionService { func save() {} }
                #endif
                """),
                ExampleFile("Sources/App/Auth/AuthSession.swift", """
                final class AuthSession {}
                extension AuthSession { func reset() {} }
                """),
            ], options: ["clearMethods": .strings(["reset"]), "sessionTypes": .strings(["AuthSession", "SessionService"])]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let clearing = Set(configuration[Self.clearMethods])
        var findings: [Finding] = []
        for name in configuration[Self.sessionTypes] where !name.isEmpty {
            for entry in project.declarations(of: name) where entry.type.kind != .enum {
                guard !entry.placement.isTestFile, !entry.type.isDebugOnly,
                      !Self.offers(clearing, entry.type, in: project) else { continue }
                findings.append(finding(entry.file.path, entry.type.location,
                    "`\(name)` has no `\(clearing.sorted().first ?? "clearSession")()`; add one that removes every auth key and token together, and call it on sign-out."))
            }
        }
        return findings
    }

    /// Whether the type, its extensions or (for a concrete type) the protocols it adopts declare one of `methods`.
    static func offers(_ methods: Set<String>, _ type: TypeSummary, in project: ProjectIndex) -> Bool {
        func declares(_ name: String) -> Bool {
            project.declarations(of: name).contains { !$0.type.methods.filter(methods.contains).isEmpty }
                || project.extensions(of: name).contains { !$0.extensionSummary.methods.filter(methods.contains).isEmpty }
        }
        if !type.methods.filter(methods.contains).isEmpty || declares(type.name) { return true }
        guard type.kind != .protocol else { return false }
        let adopted = type.inherited + project.extensions(of: type.name).flatMap(\.extensionSummary.inherited)
        return adopted.contains { project.kind(of: $0) == .protocol && declares($0) }
    }
}
