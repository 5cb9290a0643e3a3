"""CSV tables as theories: header, '?' for missing, numeric columns, located errors."""

import pytest

from symlearn.concepts.attributes import Nominal, Numeric
from symlearn.errors import DataError
from symlearn.io import load_csv, load_data, read_csv
from symlearn.io.table import split_line
from symlearn.lang import load_theory
from symlearn.trees import id3

PLAYTENNIS = """Day,Outlook,Temperature,Humidity,Wind,PlayTennis
D1,Sunny,Hot,High,Weak,No
D2,Sunny,Hot,High,Strong,No
D3,Overcast,Hot,High,Weak,Yes
D4,Rain,Mild,High,Weak,Yes
D5,Rain,Cool,Normal,Weak,Yes
D6,Rain,Cool,Normal,Strong,No
D7,Overcast,Cool,Normal,Strong,Yes
D8,Sunny,Mild,High,Weak,No
D9,Sunny,Cool,Normal,Weak,Yes
D10,Rain,Mild,Normal,Weak,Yes
D11,Sunny,Mild,Normal,Strong,Yes
D12,Overcast,Mild,High,Strong,Yes
D13,Overcast,Hot,Normal,Weak,Yes
D14,Rain,Mild,High,Strong,No
"""


def write(tmp_path, text, name="data.csv"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_playtennis_csv_gives_the_same_tree_as_the_theory(tmp_path):
    theory = load_csv(write(tmp_path, PLAYTENNIS), "PlayTennis", "Yes", id_column="Day")
    assert theory.domain.names == ("Outlook", "Temperature", "Humidity", "Wind")
    assert theory.target.classes == ("No", "Yes") and theory.target.positive == "Yes"
    assert theory.examples[0].id == "D1"
    assert theory.examples[0].location.line == 2
    tree = id3(theory)
    assert tree.root.test.attribute == "Outlook"
    bundled = id3(load_theory("playtennis"))
    for e in theory.examples:
        assert tree.predict(e.instance) == bundled.predict(e.instance) == e.label
    assert str(tree).splitlines()[0].startswith("Outlook [9+,5−] {D1,")


def test_last_column_is_the_default_target(tmp_path):
    theory = load_csv(write(tmp_path, PLAYTENNIS))
    assert theory.target.name == "PlayTennis"
    assert theory.domain.names[0] == "Day"
    assert theory.target.positive is None


def test_numeric_columns_and_missing_values(tmp_path):
    text = "t,h,w,c\n85,85.5,Weak,No\n80,?,Strong,No\n83,78,,Yes\n?,96,Weak,Yes\n"
    theory = load_csv(write(tmp_path, text), "c")
    t, h, w = theory.domain.attributes
    assert t == Numeric("t", integer=True)
    assert h == Numeric("h", integer=False)
    assert w == Nominal("w", ("Weak", "Strong"))
    assert [e.instance for e in theory.examples] == [
        (85, 85.5, "Weak"),
        (80, None, "Strong"),
        (83, 78, None),
        (None, 96, "Weak"),
    ]


def test_nominal_option_keeps_numbers_as_values(tmp_path):
    theory = load_csv(write(tmp_path, "grade,pass\n1,yes\n2,no\n"), nominal=["grade"])
    assert theory.domain.attributes[0] == Nominal("grade", ("1", "2"))


def test_quoted_cells():
    assert split_line('a, "b, c" ,"say ""hi"""') == (["a", "b, c", 'say "hi"'], [0, 3, 11])


def test_missing_target_column_suggests_one(tmp_path):
    with pytest.raises(DataError, match="target column 'Playtennis'") as error:
        load_csv(write(tmp_path, PLAYTENNIS), "Playtennis")
    assert error.value.hint == "did you mean 'PlayTennis'?"
    assert error.value.location.line == 1


def test_ragged_row_is_located(tmp_path):
    path = write(tmp_path, "a,b,c\n1,2,3\n4,5,6,7\n")
    with pytest.raises(DataError, match="4 cells, the header has 3") as error:
        read_csv(path)
    assert (error.value.location.line, error.value.location.column) == (3, 7)
    assert str(error.value).startswith(f"{path}:3:7:")
    with pytest.raises(DataError) as error:
        read_csv(write(tmp_path, "a,b,c\n1,2\n"))
    assert (error.value.location.line, error.value.location.column) == (2, 4)


def test_text_in_a_numeric_column_is_located(tmp_path):
    path = write(tmp_path, "temp,class\n85,No\n80,No\nwarm,Yes\n83,Yes\n")
    with pytest.raises(DataError, match="column temp is numeric, but 'warm'") as error:
        load_csv(path)
    assert (error.value.location.line, error.value.location.column) == (4, 1)
    assert "--nominal temp" in error.value.hint


def test_positive_class_never_seen(tmp_path):
    with pytest.raises(DataError, match="'Maybe' never appears in column PlayTennis"):
        load_csv(write(tmp_path, PLAYTENNIS), "PlayTennis", "Maybe")


def test_row_without_a_class(tmp_path):
    with pytest.raises(DataError, match="no c") as error:
        load_csv(write(tmp_path, "a,c\nx,Yes\ny,?\n"))
    assert (error.value.location.line, error.value.location.column) == (3, 3)


def test_header_problems(tmp_path):
    with pytest.raises(DataError, match="appears twice"):
        read_csv(write(tmp_path, "a,b,a\n1,2,3\n"))
    with pytest.raises(DataError, match="empty"):
        read_csv(write(tmp_path, "\n\n"))
    with pytest.raises(DataError, match="cannot read"):
        read_csv(tmp_path / "absent.csv")
    with pytest.raises(DataError, match="unterminated quote"):
        read_csv(write(tmp_path, 'a,b\n"x,1\n'))
    latin = tmp_path / "latin.csv"
    latin.write_bytes("a,b\ncafé,1\n".encode("latin-1"))
    with pytest.raises(DataError, match="not UTF-8 text") as error:
        read_csv(latin)
    assert str(error.value.location.source) == str(latin)


def test_a_header_without_rows_is_located(tmp_path, capsys):
    from symlearn.cli import main

    path = write(tmp_path, "a,b,c\n")
    assert main(["tree", str(path)]) == 1
    assert f"{path}: there are no training examples" in capsys.readouterr().err


def test_load_data_dispatches_on_the_suffix(tmp_path):
    assert load_data(write(tmp_path, PLAYTENNIS), "PlayTennis").target.name == "PlayTennis"
    assert load_data("playtennis").target.name == "PlayTennis"
    with pytest.raises(DataError, match="target is PlayTennis"):
        load_data("playtennis", target="Play")
