"""The recipe DSL: where Ruby meets Chef. Resource calls build runtime resources."""
