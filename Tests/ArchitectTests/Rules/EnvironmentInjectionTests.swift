@testable import ArchitectRules
import Testing

/// The environment index's own questions about the names it meets.
@Suite("Environment injection helpers")
struct EnvironmentInjectionTests {
    @Test("A name holds the word preview in any letter case, and only the whole word counts")
    func previewWordInNames() {
        for name in ["withPreviewsEnv", "PREVIEW", "preVieW", "WrapperForPreview", "previews", "xpreview"] {
            #expect(EnvironmentInjection.containsPreviewWord(name), "\(name)")
        }
        for name in ["review", "prevue", "Preveiw", "previe", "", "Prévieẃ", "p_review"] {
            #expect(!EnvironmentInjection.containsPreviewWord(name), "\(name)")
        }
    }
}
