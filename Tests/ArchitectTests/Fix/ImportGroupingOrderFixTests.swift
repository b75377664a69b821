@testable import ArchitectRules
import ArchitectCore
import Testing

@Suite("Fix: import grouping and order")
struct ImportGroupingOrderFixTests {
    @Test func systemImportsMoveUpAndFormOneGroup() {
        FixHarness.expect("""
        // Profile screen.
        import FixPrelude
        import SwiftUI
        import Foundation

        struct Profile {}
        """, becomes: """
        // Profile screen.
        import Foundation
        import SwiftUI

        import FixPrelude

        struct Profile {}
        """, count: 1, with: ImportGroupingOrderFix.self)
    }

    @Test func oneAlphabeticalRunIsSplitAndOtherRunsKeepTheirPlaces() {
        let result = FixHarness.fix("""
        import Account
        import Foundation
        import Models // shared
        import SwiftUI

        import Env
        import DesignSystem
        let x = 1
        """, with: ImportGroupingOrderFix.self)
        #expect(result.text == """
        import Foundation
        import SwiftUI

        import Account
        import Models // shared

        import DesignSystem
        import Env
        let x = 1
        """)
        #expect(result.count == 1)
        #expect(FixHarness.fix(result.text, with: ImportGroupingOrderFix.self).count == 0)
    }

    @Test func unsureFilesAndSuppressionsStay() {
        FixHarness.expectUnchanged("""
        import SwiftUI
        // Networking
        import Foundation
        """, with: ImportGroupingOrderFix.self)
        FixHarness.expectUnchanged("""
        import SwiftUI
        #if canImport(Combine)
        import Combine
        #endif
        import Foundation
        """, with: ImportGroupingOrderFix.self)
        FixHarness.expectUnchanged("""
        import SwiftUI
        import Foundation // swiftui-architect:disable:this import-grouping-order
        """, with: ImportGroupingOrderFix.self)
        FixHarness.expectUnchanged("""
        import Foundation
        import SwiftUI

        import FixPrelude
        """, with: ImportGroupingOrderFix.self)
    }
}
