"""The Ruby evaluator: object model, compiler to closures, core library, recipe DSL."""
