"""Chef search over a local chef repo: the index (`index`), the query language (`query`)
and its parser (`parser`)."""
