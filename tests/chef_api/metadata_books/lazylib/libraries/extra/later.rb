LAZY_EXTRA = 'required'
