name 'lexical'
