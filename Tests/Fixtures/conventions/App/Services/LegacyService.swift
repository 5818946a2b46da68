// archlint:ignore role-convention -- subclassed by the test spies
class LegacyService {}
