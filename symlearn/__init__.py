"""symlearn: concept learning, inductive bias, decision trees and neural units after Mitchell."""

__version__ = "0.1.0"
