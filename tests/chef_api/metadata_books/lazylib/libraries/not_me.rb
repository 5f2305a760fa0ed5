raise 'not eagerly loaded: found by require only'
