import SwiftUI

struct CartBadge: View {
    var count: Int

    var body: some View {
        badge
    }

    // A type-erased helper; `some View` with @ViewBuilder keeps the type.
    private var badge: AnyView {
        if count == 0 {
            return AnyView(EmptyView())
        }
        return AnyView(Text("\(count)").padding(4))
    }
}
