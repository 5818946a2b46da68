import SwiftUI

// The app's base for SwiftUI screens: an MVC Controller here, a View to the MVVM area.
class ThemedHostingController<Content: View>: UIHostingController<Content> {}
