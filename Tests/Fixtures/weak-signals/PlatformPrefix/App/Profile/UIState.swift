/// The app's own state of a screen: its name starts like UIKit's, it is not UIKit's.
enum UIState {
    case idle
    case loading
    case loaded(String)
}
