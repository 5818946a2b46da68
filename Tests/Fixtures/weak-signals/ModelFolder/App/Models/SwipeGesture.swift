import UIKit

final class SwipeGesture: UIPanGestureRecognizer {
    weak var board: BoardViewController?
}
