import Foundation

/// Reads the habits from the stack and uploads them: a server's service, which reaches the
/// Data Manager it should be asked by.
struct BackupService {
    static func upload() {
        let count = (try? HabitsStorage.shared.context.count(for: HabitRecord.fetchRequest())) ?? 0
        var request = URLRequest(url: URL(string: "https://example.com/backup")!)
        request.httpMethod = "POST"
        request.httpBody = Data("\(count)".utf8)
        URLSession.shared.dataTask(with: request).resume()
    }
}
