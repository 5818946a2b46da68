import UIKit

final class PlayerContentView: UIView {
    var playType: PlayerViewController.PlayType = .once
}
