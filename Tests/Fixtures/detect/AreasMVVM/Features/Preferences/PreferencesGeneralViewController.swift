import UIKit

final class PreferencesGeneralViewController: UITableViewController {
    private var notes: [Note] = []
}
