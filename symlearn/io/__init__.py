"""Reading data from outside the theory language: CSV tables of examples."""

from symlearn.io.data import is_csv, load_data
from symlearn.io.table import Table, load_csv, read_csv

__all__ = ["Table", "is_csv", "load_csv", "load_data", "read_csv"]
